import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from '@hono/zod-openapi';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { benchmarkSchema } from '../_shared/partner-api/benchmarkSchemas.ts';

type Row = Record<string, unknown>;

/**
 * The benchmarks snapshot, which public.partner_assessment_benchmarks() retakes first when it is
 * a day old: every role's aggregates, or the one asked for.
 */
export async function benchmarks(db: SupabaseClient): Promise<z.infer<typeof benchmarkSchema>[]> {
  const { data, error, status } = await db.rpc('partner_assessment_benchmarks');
  if (error) throw databaseFailure('partner_assessment_benchmarks', { error, status });
  return (data as Row[]).map((row) => ({
    roleId: String(row.role_id),
    people: Number(row.people),
    average: Number(row.average),
    lowerQuartile: Number(row.lower_quartile),
    median: Number(row.median),
    upperQuartile: Number(row.upper_quartile),
    levels: row.levels as { level: string; share: number }[],
    refreshedAt: new Date(String(row.refreshed_at)).toISOString(),
  }));
}
