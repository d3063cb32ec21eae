import { z } from 'zod';

/** A published source a myth's answer rests on, cited beside it on the page. */
const source = z.strictObject({
  citation: z.string().min(10),
  url: z.url({ protocol: /^https$/ }),
});

const band = z.strictObject({
  min: z.int().min(0).max(100),
  max: z.int().min(0).max(100),
  name: z.string().min(3),
  summary: z.string().min(20),
  startWith: z.string().min(20),
});

/** Bands must cover 0–100 in order, without gaps or overlaps, so every score has exactly one. */
const bands = z
  .array(band)
  .min(2)
  .superRefine((list, context) => {
    list.forEach((current, index) => {
      const expectedMin = index === 0 ? 0 : list[index - 1]!.max + 1;
      if (current.min !== expectedMin || current.max < current.min) {
        context.addIssue({
          code: 'custom',
          path: [index],
          message: `band "${current.name}" covers ${current.min}–${current.max}; expected it to start at ${expectedMin}`,
        });
      }
    });
    if (list.at(-1)?.max !== 100) context.addIssue({ code: 'custom', message: `the last band ends at ${list.at(-1)?.max}; expected 100` });
  });

const id = z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and hyphens');

export const kitContentSchema = z.strictObject({
  selfCheck: z.strictObject({
    intro: z.string().min(20),
    scale: z.array(z.string().min(2)).length(5),
    statements: z.array(z.strictObject({ id, text: z.string().min(10) })).min(6),
    bands,
  }),
  promptLibrary: z
    .array(
      z.strictObject({
        id,
        task: z.string().min(3),
        when: z.string().min(10),
        prompts: z.array(z.strictObject({ title: z.string().min(3), text: z.string().min(40) })).min(2),
      }),
    )
    .min(5),
  starterPlan: z
    .array(
      z.strictObject({
        id,
        day: z.int().min(1).max(7),
        title: z.string().min(5),
        task: z.string().min(30),
        minutes: z.int().min(5).max(60),
      }),
    )
    .length(7),
  safeUse: z.array(z.strictObject({ id, rule: z.string().min(10), why: z.string().min(20) })).min(6),
  myths: z.array(z.strictObject({ myth: z.string().min(10), research: z.string().min(40), source })).min(4),
});

export type KitContent = z.infer<typeof kitContentSchema>;
export type ConfidenceBand = KitContent['selfCheck']['bands'][number];
