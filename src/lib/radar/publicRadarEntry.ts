import { z } from 'zod';
import { quadrants, rings } from './radarEntry.ts';

/**
 * The public entry as the build reads it for `/radar`: no link to the signals or notes behind it,
 * which stay in the console. Build-time only: zod never reaches the browser.
 */
export const publicRadarEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  quadrant: z.enum(quadrants),
  ring: z.enum(rings),
  rationale: z.string(),
  updated_at: z.string().min(1),
});

/** What the build reads: public, non-sample entries, exactly the columns above. */
/** An entry as the public /radar draws it. */
export type PublicRadarEntry = z.infer<typeof publicRadarEntrySchema>;

export const publicRadarQuery = `select=${Object.keys(publicRadarEntrySchema.shape).join(',')}&public=is.true&is_sample=is.false&order=name.asc`;
