import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from './databaseFailure.ts';
import { FunctionError } from './errors.ts';

/**
 * 403 unless `public.is_admin()`, run as the caller, says yes: the same answer the tables'
 * policies give, asked first so an admin-only function refuses before doing any work.
 */
export async function requireAdmin(client: SupabaseClient, tool: string): Promise<void> {
  const { data, error, status } = await client.rpc('is_admin');
  if (error) throw databaseFailure('is_admin', { error, status });
  if (data !== true) throw new FunctionError('forbidden', `${tool} is for the site’s administrator only.`);
}
