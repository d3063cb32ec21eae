import { randomUUID } from 'node:crypto';
import { adminOnly, adminReads, nobody, nobodyReads, type TableAccess } from './accessRules.ts';
import type { FunctionAccess } from './functions.ts';

const seededPartner = '00000000-0000-4000-8000-0000000c0001';
const seededKey = '00000000-0000-4000-8000-0000000c0002';
const seededHash = 'a'.repeat(64);
const everyColumnButTheHash =
  'id, kind, name, partner_id, hint, scopes, expires_at, revoked_at, last_used_at, rate_per_minute, monthly_quota, rotated_from, purpose, created_by, created_at, is_sample';
const newHash = () => randomUUID().replaceAll('-', '').repeat(2);

/** Written by the functions alone (the service role); the admin reads them, nobody writes them through REST. */
const readByAdmin = (entry: Omit<TableAccess, 'select' | 'insert' | 'update' | 'delete'>): TableAccess => ({
  ...entry,
  select: adminReads,
  insert: nobody,
  update: nobody,
  delete: nobody,
});

/** The credential store: partners are the admin's records; keys, their usage and the tool switches are the functions'. */
export const credentialsTableAccess: readonly TableAccess[] = [
  {
    table: 'public.partners',
    seedSql: () => `insert into public.partners (id, name) values ('${seededPartner}', 'Northwind Health')`,
    newRow: () => ({ name: `Planted ${randomUUID()}` }),
    change: { notes: 'Rewritten.' },
    select: adminReads,
    insert: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  readByAdmin({
    table: 'public.credentials',
    seedSql: (ids) =>
      // An MCP token: the partners' own checks delete every partner, with their keys.
      `insert into public.credentials (id, kind, name, hint, secret_hash, scopes, rate_per_minute, created_by)
       values ('${seededKey}', 'mcp', 'Seeded token', 'sp_mcp_seed…ed00', '${seededHash}', '{notes:read}', 60, '${ids.admin}')`,
    newRow: (_actor, ids) => ({
      kind: 'mcp',
      name: 'Planted',
      hint: 'sp_mcp_plan…ted0',
      secret_hash: newHash(),
      scopes: ['notes:read'],
      rate_per_minute: 60,
      created_by: ids.admin,
    }),
    change: { revoked_at: null, scopes: ['jobs', 'benchmarks', 'content'] },
    readableColumns: everyColumnButTheHash,
  }),
  readByAdmin({
    table: 'public.credential_calls',
    seedSql: () =>
      `insert into public.credential_calls (credential_id, surface, operation, status, duration_ms) values ('${seededKey}', 'mcp', 'search_notes', 200, 12)`,
    newRow: () => ({ credential_id: seededKey, surface: 'api', operation: 'planted', status: 200, duration_ms: 1 }),
    change: { status: 500 },
  }),
  readByAdmin({
    table: 'public.credential_usage_daily',
    seedSql: () =>
      `insert into public.credential_usage_daily (credential_id, day, operation, calls, total_ms) values ('${seededKey}', '2026-11-30', 'search_notes', 3, 30)`,
    newRow: () => ({ credential_id: seededKey, day: '2026-12-01', operation: 'planted', calls: 1 }),
    change: { calls: 1_000_000 },
  }),
  readByAdmin({
    // The credentials function's switch act writes it, after checking the tool may be switched (never a send tool).
    table: 'public.mcp_tool_switches',
    seedSql: () => `insert into public.mcp_tool_switches (tool_name, enabled) values ('list_signals', false)`,
    newRow: () => ({ tool_name: 'send_reply', enabled: true }),
    change: { enabled: true },
  }),
  ...['private.credential_windows', 'private.credential_months'].map(
    (table): TableAccess => ({
      table,
      seedSql: () => '',
      newRow: () => ({ credential_id: seededKey, window_start: '2026-11-30T00:00:00Z', month: '2026-11-01', calls: 0 }),
      change: { calls: 0 },
      select: nobodyReads,
      insert: nobody,
      update: nobody,
      delete: nobody,
    }),
  ),
];

/** The key check, the usage record and rotation: the MCP server's and the partner API's, with the service role alone. */
export const credentialsFunctionAccess: readonly FunctionAccess[] = [
  {
    name: 'check_credential',
    args: () => ({ p_secret_hash: seededHash, p_kind: 'mcp', p_scope: 'notes:read' }),
    writes: ['public.credentials', 'private.credential_windows', 'private.credential_months'],
    call: nobody,
  },
  {
    name: 'record_credential_call',
    args: () => ({ p_credential: seededKey, p_surface: 'mcp', p_operation: 'planted', p_status: 200, p_duration_ms: 1 }),
    writes: ['public.credential_calls', 'public.credential_usage_daily'],
    call: nobody,
  },
  {
    name: 'rotate_credential',
    args: () => ({ p_credential: seededKey, p_hint: 'sp_mcp_rota…ted0', p_secret_hash: newHash(), p_overlap_hours: 0 }),
    writes: ['public.credentials'],
    call: nobody,
  },
];

/** The call log's retention, run by the embedded backend's timer and production's cron job as the database owner. */
export const credentialsPrivateFunctionExecutors: Readonly<Record<string, readonly string[]>> = {
  remove_expired_credential_calls: [],
};
