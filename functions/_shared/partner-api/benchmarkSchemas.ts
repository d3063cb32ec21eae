import { z } from '@hono/zod-openapi';

const points = (description: string) => z.number().int().min(0).max(100).openapi({ description });

export const benchmarkSchema = z
  .object({
    roleId: z.string().openapi({ example: 'ceo' }),
    people: z.number().int().openapi({ description: 'People with a verified result, rounded down to tens (ten at least).', example: 40 }),
    average: points('Average score, in whole points.'),
    lowerQuartile: points('25th percentile of the scores.'),
    median: points('Median score.'),
    upperQuartile: points('75th percentile of the scores.'),
    levels: z
      .array(z.object({ level: z.string(), share: z.number().int().openapi({ description: 'Percent of people, rounded to 5.' }) }))
      .openapi({ description: 'The role’s levels, lowest first, with the share of people at each.' }),
    refreshedAt: z.string().openapi({ description: 'When the figures were taken (at most once a day).', format: 'date-time' }),
  })
  .openapi('Benchmark', {
    description:
      'One role’s assessment results: each person’s latest verified result, sample rows left out, shown only from ten people up.',
  });

export const roleParam = z.object({
  roleId: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'expected a role id like ceo or product-manager')
    .openapi({ param: { name: 'roleId', in: 'path' }, example: 'ceo' }),
});

export const benchmarksAnswer = z.object({ data: z.array(benchmarkSchema) }).openapi('Benchmarks');
export const benchmarkAnswer = z.object({ data: benchmarkSchema }).openapi('OneBenchmark');
