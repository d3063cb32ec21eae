import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from '@hono/zod-openapi';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { jobGroupSchema, occupationSchema, occupationsQuery, occupationSorts } from '../_shared/partner-api/jobsSchemas.ts';

type Row = Record<string, unknown>;
type Occupation = z.infer<typeof occupationSchema>;

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const occupationColumns =
  'soc_code,title,group_code,employment_2024,median_annual_wage_2024,median_hourly_wage_2024,median_wage_is_lower_bound,ms_ai_applicability,gpt4_beta,human_beta';

const sortColumns: Record<(typeof occupationSorts)[number], string> = {
  title: 'title',
  socCode: 'soc_code',
  employment2024: 'employment_2024',
  medianAnnualWage2024: 'median_annual_wage_2024',
  msAiApplicability: 'ms_ai_applicability',
  gpt4Beta: 'gpt4_beta',
  humanBeta: 'human_beta',
};

const scores = (row: Row) => ({
  msAiApplicability: Number(row.ms_ai_applicability),
  gpt4Beta: Number(row.gpt4_beta),
  humanBeta: Number(row.human_beta),
});

const occupationOf = (row: Row): Occupation => ({
  socCode: String(row.soc_code),
  title: String(row.title),
  groupCode: String(row.group_code),
  employment2024: numberOrNull(row.employment_2024),
  medianAnnualWage2024: numberOrNull(row.median_annual_wage_2024),
  medianHourlyWage2024: numberOrNull(row.median_hourly_wage_2024),
  medianWageIsLowerBound: row.median_wage_is_lower_bound === null ? null : Boolean(row.median_wage_is_lower_bound),
  ...scores(row),
});

export async function jobGroups(db: SupabaseClient): Promise<z.infer<typeof jobGroupSchema>[]> {
  const { data, error, status } = await db.from('ai_job_groups').select('*').order('code');
  if (error) throw databaseFailure('ai_job_groups', { error, status });
  return (data as Row[]).map((row) => ({
    code: String(row.code),
    name: String(row.name),
    occupations: Number(row.occupations),
    employment2024: Number(row.employment_2024),
    scoredEmployment2024: Number(row.scored_employment_2024),
    medianAnnualWage2024: Number(row.median_annual_wage_2024),
    ...scores(row),
  }));
}

/** One page of occupations, with how many match; ties are broken by SOC code so pages never overlap. */
export async function occupations(db: SupabaseClient, query: z.output<typeof occupationsQuery>) {
  let request = db.from('ai_job_occupations').select(occupationColumns, { count: 'exact' });
  if (query.group) request = request.eq('group_code', query.group);
  if (query.q) request = request.ilike('title', `%${query.q}%`);
  const field = query.sort.replace(/^-/, '') as keyof typeof sortColumns;
  const { data, error, status, count } = await request
    .order(sortColumns[field], { ascending: !query.sort.startsWith('-'), nullsFirst: false })
    .order('soc_code')
    .range(query.offset, query.offset + query.limit - 1);
  if (error) throw databaseFailure('ai_job_occupations', { error, status });
  return { data: (data as Row[]).map(occupationOf), page: { total: count ?? 0, limit: query.limit, offset: query.offset } };
}

export async function occupation(db: SupabaseClient, socCode: string): Promise<Occupation | null> {
  const { data, error, status } = await db.from('ai_job_occupations').select(occupationColumns).eq('soc_code', socCode).maybeSingle();
  if (error) throw databaseFailure('ai_job_occupations', { error, status });
  return data ? occupationOf(data as Row) : null;
}
