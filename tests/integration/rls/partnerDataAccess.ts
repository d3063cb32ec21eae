import { adminReads, nobody, nobodyReads, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

/** The partner API's data: the admin reads it, only the service role serves it, nobody writes it through REST. */
const servedToPartners = (entry: Omit<TableAccess, 'select' | 'insert' | 'update' | 'delete'>): TableAccess => ({
  ...entry,
  select: adminReads,
  insert: nobody,
  update: nobody,
  delete: nobody,
});

const scores = { ms_ai_applicability: 0.1, gpt4_beta: 0.2, human_beta: 0.3 };

/** The migrations load the AI jobs data; the matrix adds a benchmark row. */
export const partnerDataTableAccess: readonly TableAccess[] = [
  servedToPartners({
    table: 'public.ai_job_groups',
    seedSql: () => '',
    newRow: () => ({
      code: '98-0000',
      name: 'Planted',
      occupations: 1,
      employment_2024: 1,
      scored_employment_2024: 1,
      median_annual_wage_2024: 1,
      ...scores,
    }),
    change: { name: 'Planted' },
  }),
  servedToPartners({
    table: 'public.ai_job_occupations',
    seedSql: () => '',
    newRow: () => ({ soc_code: '15-9998', title: 'Planted', group_code: '15-0000', ...scores }),
    change: { title: 'Planted' },
  }),
  servedToPartners({
    table: 'public.assessment_benchmarks',
    seedSql: () =>
      `insert into public.assessment_benchmarks (role_id, people, average, lower_quartile, median, upper_quartile, levels, refreshed_at)
       values ('ceo', 10, 50, 40, 50, 60, '[]', now())`,
    newRow: () => ({
      role_id: 'cfo',
      people: 10,
      average: 50,
      lower_quartile: 40,
      median: 50,
      upper_quartile: 60,
      levels: [],
      refreshed_at: new Date().toISOString(),
    }),
    change: { people: 1000 },
  }),
  {
    table: 'private.assessment_benchmark_refresh',
    seedSql: () => '',
    newRow: () => ({ only_row: true, refreshed_at: new Date().toISOString() }),
    change: { refreshed_at: '2000-01-01T00:00:00Z' },
    select: nobodyReads,
    insert: nobody,
    update: nobody,
    delete: nobody,
  },
];

/** The partner API's read of the benchmarks: the service role's alone, refused for want of privilege before anything is read. */
export const partnerDataFunctionAccess: readonly FunctionAccess[] = [
  {
    name: 'partner_assessment_benchmarks',
    args: () => ({}),
    writes: ['public.assessment_benchmarks', 'private.assessment_benchmark_refresh'],
    call: nobody,
    refusal: '42501',
  },
];

/** Retaken daily by the schedulers (the database's owner) and inside the partner API's read; no API role executes it. */
export const partnerDataPrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  refresh_assessment_benchmarks: [],
};
