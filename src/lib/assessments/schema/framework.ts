import { z } from 'zod';
import { idSchema, prose } from './text.ts';

/** A published framework the assessments adapt, cited on the hub and on every result. */
export const frameworkSchema = z.object({
  id: idSchema,
  title: prose(160),
  publisher: prose(120),
  year: z.int().min(1990).max(2100),
  url: z.url({ protocol: /^https$/ }),
  /** What this framework shapes in the assessments. */
  informs: prose(280),
});

export const frameworksSchema = z.array(frameworkSchema).min(2);

export type Framework = z.infer<typeof frameworkSchema>;
