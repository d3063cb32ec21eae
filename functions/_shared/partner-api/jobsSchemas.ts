import { z } from '@hono/zod-openapi';
import { attributionSchema } from './jobsAttribution.ts';

const share = (description: string) => z.number().min(0).max(1).openapi({ description });
const scores = {
  msAiApplicability: share(
    'Microsoft’s AI applicability score: the share of the work’s activities seen in Copilot conversations, weighted by success and scope.',
  ),
  gpt4Beta: share(
    'OpenAI’s exposure as rated by GPT-4 (beta: tasks an LLM speeds up by half, plus half of those software on an LLM would).',
  ),
  humanBeta: share('The same exposure, rated by human annotators.'),
};

export const jobGroupSchema = z
  .object({
    code: z.string().openapi({ example: '15-0000' }),
    name: z.string().openapi({ example: 'Computer and Mathematical Occupations' }),
    occupations: z.number().int().openapi({ description: 'Scored occupations in the group.' }),
    employment2024: z.number().int(),
    scoredEmployment2024: z.number().int(),
    medianAnnualWage2024: z.number().int(),
    ...scores,
  })
  .openapi('JobGroup', { description: 'A SOC major group, its scores weighted by employment.' });

export const occupationSchema = z
  .object({
    socCode: z.string().openapi({ example: '15-1252' }),
    title: z.string().openapi({ example: 'Software Developers' }),
    groupCode: z.string().openapi({ example: '15-0000' }),
    employment2024: z.number().int().nullable(),
    medianAnnualWage2024: z.number().int().nullable(),
    medianHourlyWage2024: z.number().nullable(),
    medianWageIsLowerBound: z.boolean().nullable().openapi({ description: 'True where BLS publishes only a floor of the median.' }),
    ...scores,
  })
  .openapi('Occupation');

export const occupationSorts = [
  'title',
  'socCode',
  'employment2024',
  'medianAnnualWage2024',
  'msAiApplicability',
  'gpt4Beta',
  'humanBeta',
] as const;

export const pageSchema = z
  .object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() })
  .openapi('Page', { description: 'How many items match, and which of them this answer holds.' });

export const pagingQuery = {
  limit: z.coerce.number().int().min(1).max(200).default(50).openapi({ description: 'Items per page, 1 to 200.', example: 50 }),
  offset: z.coerce.number().int().min(0).max(100_000).default(0).openapi({ type: 'integer', description: 'Items to skip.' }),
};

export const occupationsQuery = z.object({
  group: z
    .string()
    .regex(/^\d{2}-0000$/, 'expected a SOC major group code like 15-0000')
    .optional()
    .openapi({ description: 'Only occupations of this group.', example: '15-0000' }),
  q: z
    .string()
    .regex(/^[A-Za-z0-9 ,.'&()/-]{1,100}$/, "expected 1 to 100 letters, digits, spaces or , . ' & ( ) / -")
    .optional()
    .openapi({ description: 'Only occupations whose title contains this text (any case).', example: 'engineer' }),
  sort: z
    .enum([...occupationSorts, ...occupationSorts.map((field) => `-${field}` as const)])
    .default('title')
    .openapi({ description: 'The field to sort by; a leading minus sorts from the highest.', example: '-gpt4Beta' }),
  ...pagingQuery,
});

export const jobGroupsAnswer = z.object({ data: z.array(jobGroupSchema), attribution: z.array(attributionSchema) }).openapi('JobGroups');
export const occupationsAnswer = z
  .object({ data: z.array(occupationSchema), page: pageSchema, attribution: z.array(attributionSchema) })
  .openapi('Occupations');
export const occupationAnswer = z.object({ data: occupationSchema, attribution: z.array(attributionSchema) }).openapi('OneOccupation');
