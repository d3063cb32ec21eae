import { z } from 'zod';
import { labLimits } from '../_shared/lab/labLimits.ts';

/** One column of a saved version to answer: the version, and the column's place in it. */
export const labRunBodySchema = z.strictObject({
  version_id: z.uuid(),
  position: z
    .number()
    .int()
    .min(0)
    .max(labLimits.columns - 1),
});

export type LabRunBody = z.infer<typeof labRunBodySchema>;
