import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { listOf } from '../kit/answerShape.ts';
import { pageCount, rowsPerPage } from '../kit/listPages.ts';
import { answered } from '../kit/rowQueries.ts';
import type { TablePage } from '../kit/tableRows.ts';
import { type Credential, type CredentialCall, credential, credentialCall, type UsageDay, usageDay } from './credentialShapes.ts';

/** The credentials of one kind, newest first; the console's own tokens only where asked for (the log names them). */
export async function loadCredentials(kind: 'mcp' | 'api', { withConsole = false } = {}): Promise<Credential[]> {
  let query = (await getSupabase()).from('credentials').select(credential.columns).eq('kind', kind);
  if (!withConsole) query = query.eq('purpose', 'client');
  return answered(await query.order('created_at', { ascending: false }).limit(1000), listOf(credential), 'the keys');
}

/** Which calls the log shows: one credential's or all, one operation's or all, by outcome. */
export interface CallFilter {
  credential: string;
  operation: string;
  status: 'all' | 'ok' | 'errors' | 'limited';
  page: number;
}

/** One page of the call log of one surface (every key's, the console's tokens too), newest first, filtered and counted by the database: the log can hold 90 days of calls. */
export async function loadCalls(surface: 'mcp' | 'api', filter: CallFilter): Promise<TablePage<CredentialCall>> {
  let query = (await getSupabase()).from('credential_calls').select(credentialCall.columns, { count: 'exact' }).eq('surface', surface);
  if (filter.credential) query = query.eq('credential_id', filter.credential);
  if (filter.operation) query = query.eq('operation', filter.operation);
  if (filter.status === 'ok') query = query.lt('status', 400);
  if (filter.status === 'errors') query = query.gte('status', 400).neq('status', 429);
  if (filter.status === 'limited') query = query.eq('status', 429);
  const from = (filter.page - 1) * rowsPerPage;
  const result = await query
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + rowsPerPage - 1);
  const rows = answered(result, listOf(credentialCall), 'the calls');
  const total = result.count ?? rows.length;
  const filtered = Boolean(filter.credential || filter.operation || filter.status !== 'all');
  return { rows, page: filter.page, pages: pageCount(total), total, filtered };
}

/** The daily rollups of these credentials from `since` (a day), oldest first. */
export async function loadUsage(credentials: readonly string[], since: string): Promise<UsageDay[]> {
  if (credentials.length === 0) return [];
  const result = await (await getSupabase())
    .from('credential_usage_daily')
    .select(usageDay.columns)
    .in('credential_id', [...credentials])
    .gte('day', since)
    .order('day', { ascending: true })
    .limit(20000);
  return answered(result, listOf(usageDay), 'the daily usage');
}
