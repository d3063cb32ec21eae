import { z } from 'zod';

/**
 * The radar's vocabulary and the public entry as the build reads it for `/radar`
 * (supabase/migrations/*_technology_radar.sql). The public entry carries no link to the signals
 * or notes behind it: those stay in the console.
 */
export const rings = ['adopt', 'trial', 'assess', 'hold'] as const;
export type Ring = (typeof rings)[number];
export const quadrants = ['vendors', 'models', 'tools', 'practices'] as const;
export type Quadrant = (typeof quadrants)[number];

export const ringLabels: Record<Ring, string> = { adopt: 'Adopt', trial: 'Trial', assess: 'Assess', hold: 'Hold' };
export const quadrantLabels: Record<Quadrant, string> = {
  vendors: 'Vendors',
  models: 'Models',
  tools: 'Tools',
  practices: 'Practices',
};

export const publicRadarEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  quadrant: z.enum(quadrants),
  ring: z.enum(rings),
  rationale: z.string(),
  updated_at: z.string().min(1),
});

/** What the build reads: public, non-sample entries, exactly the columns above. */
export const publicRadarQuery = `select=${Object.keys(publicRadarEntrySchema.shape).join(',')}&public=is.true&is_sample=is.false&order=name.asc`;
