import { z } from 'zod';
import { prose } from './text.ts';

/** A named maturity level and the whole-number band of overall scores that earns it. */
export const levelSchema = z.object({
  name: prose(30),
  min: z.int().min(0).max(100),
  max: z.int().min(0).max(100),
  /** What this level looks like for someone in this role. */
  summary: prose(280),
});

/** Levels from the least to the most mature; their bands cover 0–100 with no gap or overlap. */
export const levelsSchema = z
  .array(levelSchema)
  .min(3)
  .max(6)
  .superRefine((levels, context) => {
    let expectedMin = 0;
    levels.forEach((level, index) => {
      if (level.min !== expectedMin || level.max < level.min) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `expected "${level.name}" to start at ${expectedMin} and end at or above its start; received ${level.min}–${level.max}`,
        });
      }
      expectedMin = level.max + 1;
    });
    const last = levels.at(-1);
    if (last && last.max !== 100) {
      context.addIssue({
        code: 'custom',
        path: [levels.length - 1, 'max'],
        message: `expected the last level to end at 100; received ${last.max}`,
      });
    }
  });

export type Level = z.infer<typeof levelSchema>;
