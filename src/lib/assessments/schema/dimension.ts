import { z } from 'zod';
import { pillarSchema } from './pillars.ts';
import { idSchema, prose } from './text.ts';

/** One readiness dimension, adapted from a framework pillar to what it means for one person. */
export const dimensionSchema = z.object({
  id: idSchema,
  pillar: pillarSchema,
  name: prose(40),
  /** What the pillar means for one person in this role. */
  meaning: prose(280),
});

export type Dimension = z.infer<typeof dimensionSchema>;
