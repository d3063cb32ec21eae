import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CredentialCheck, checkCredential } from '../../../functions/_shared/credentials/checkCredential.ts';
import { secretHash } from '../../../functions/_shared/credentials/keyFormat.ts';
import { recordCall } from '../../../functions/_shared/credentials/recordCall.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

/**
 * The credential store as the MCP server and the partner API meet it: keys made, rotated and
 * revoked through the credentials function by the admin, and checked (with their window and
 * month counted) in one SQL call with the service role.
 */
let test: TestBackend;
let service: SupabaseClient;
let admin: TestUser;
let reader: TestUser;
let partner: string;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  service = createClient(test.url, test.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  admin = await createTestUser(test, 'owner@example.test');
  reader = await createTestUser(test, 'reader@example.test');
  const { rows } = await test.backend.deps.db.query<{ id: string }>(
    `insert into public.partners (name) values ('Northwind Health') returning id`,
  );
  partner = rows[0]?.id ?? '';
}, backendStartTimeout);
afterAll(() => test?.stop());

const credentials = (token: string, body?: unknown) =>
  fetch(`${test.url}/functions/v1/credentials`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: test.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

interface Made {
  credential: { id: string; hint: string; expires_at: string | null };
  secret: string;
}
async function make(body: Record<string, unknown>): Promise<Made> {
  const answer = await credentials(admin.accessToken, body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as Made;
}
const apiKey = (more: Record<string, unknown> = {}) =>
  make({ action: 'create', kind: 'api', name: 'Partner key', partner, scopes: ['jobs'], ...more });
const check = (secret: string, scope?: string, kind: 'mcp' | 'api' = 'api'): Promise<CredentialCheck> =>
  checkCredential(service, new Request('http://x', { headers: { Authorization: `Bearer ${secret}` } }), { kind, scope });

describe('the credentials function', () => {
  it('shows a new secret once and keeps only its hash', async () => {
    const { credential, secret } = await apiKey();
    expect(secret).toMatch(/^sp_api_[0-9A-Za-z]{38}$/);
    expect(credential.hint).toBe(`${secret.slice(0, 11)}…${secret.slice(-4)}`);
    expect(credential).not.toHaveProperty('secret_hash');
    const { rows } = await test.backend.deps.db.query<{ stored: string }>(
      'select to_jsonb(c)::text as stored from public.credentials c where id = $1',
      [credential.id],
    );
    expect(rows[0]?.stored).not.toContain(secret.slice(7));
    expect(rows[0]?.stored).toContain(await secretHash(secret));
  });

  it('refuses a reader, a scope of the other kind and a partner key without its partner, storing nothing', async () => {
    const before = await test.backend.deps.db.query('select id from public.credentials');
    expect((await credentials(reader.accessToken, { action: 'create', kind: 'mcp', name: 'x', scopes: ['notes:read'] })).status).toBe(403);
    for (const body of [
      { action: 'create', kind: 'api', name: 'x', partner, scopes: ['notes:read'] },
      { action: 'create', kind: 'api', name: 'x', scopes: ['jobs'] },
      { action: 'switch', tool: 'send_reply', enabled: true },
    ]) {
      const answer = await credentials(admin.accessToken, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { error: { message: string } }).error.message).not.toBe('');
    }
    expect((await test.backend.deps.db.query('select id from public.credentials')).rows).toEqual(before.rows);
  });

  it('describes the tools MCP clients get: reads on but personal data, writes off, sends never', async () => {
    const { tools } = (await (await credentials(admin.accessToken)).json()) as {
      tools: { name: string; enabled: boolean; switchable: boolean }[];
    };
    const state = Object.fromEntries(tools.map((tool) => [tool.name, [tool.enabled, tool.switchable]]));
    expect(state).toMatchObject({
      search_notes: [true, true],
      list_new_leads: [false, true],
      read_lead: [false, true],
      add_task: [false, true],
      send_reply: [false, false],
    });
    const switched = (await (
      await credentials(admin.accessToken, { action: 'switch', tool: 'add_task', enabled: true })
    ).json()) as typeof tools extends infer T ? { tools: T } : never;
    expect(switched.tools.find((tool) => tool.name === 'add_task')?.enabled).toBe(true);
  });
});

describe('a key check', () => {
  it('says valid, missing scope, revoked, malformed and of the other kind, without counting a refused key', async () => {
    const { credential, secret } = await apiKey({ scopes: ['jobs', 'content'] });
    expect(await check(secret, 'jobs')).toMatchObject({ outcome: 'valid', credential: { id: credential.id, scopes: ['jobs', 'content'] } });
    expect(await check(secret, 'benchmarks')).toMatchObject({ outcome: 'missing_scope' });
    expect(await check(`${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`, 'jobs')).toEqual({ outcome: 'malformed' });
    expect(await check(secret, undefined, 'mcp')).toEqual({ outcome: 'malformed' });
    expect(await checkCredential(service, new Request('http://x'), { kind: 'api' })).toEqual({ outcome: 'missing' });
    expect((await credentials(admin.accessToken, { action: 'revoke', credential: credential.id })).status).toBe(200);
    expect(await check(secret, 'jobs')).toEqual({ outcome: 'revoked' });
    expect((await credentials(admin.accessToken, { action: 'revoke', credential: credential.id })).status).toBe(409);
  });

  it('counts a fixed one-minute window and a monthly quota, and says when to come back', async () => {
    const limited = await apiKey({ ratePerMinute: 3 });
    const outcomes = [];
    for (let call = 0; call < 4; call++) outcomes.push(await check(limited.secret, 'jobs'));
    expect(outcomes.map((answer) => answer.outcome)).toEqual(['valid', 'valid', 'valid', 'rate_limited']);
    expect(outcomes[2]).toMatchObject({ rate: { limit: 3, remaining: 0 } });
    const reset = (outcomes[3] as { rate: { resetSeconds: number } }).rate.resetSeconds;
    expect(reset).toBeGreaterThanOrEqual(1);
    expect(reset).toBeLessThanOrEqual(60);

    const quota = await apiKey({ monthlyQuota: 2 });
    const months = [];
    for (let call = 0; call < 3; call++) months.push(await check(quota.secret, 'jobs'));
    expect(months.map((answer) => answer.outcome)).toEqual(['valid', 'valid', 'quota_exhausted']);
    expect(months[2]).toMatchObject({ quota: { limit: 2, used: 2 } });
  });

  it('keeps a rotated key working through its overlap only, and a console token ten minutes', async () => {
    const old = await apiKey();
    const rotated = await make({ action: 'rotate', credential: old.credential.id, overlapHours: 0 });
    expect(rotated.secret).not.toBe(old.secret);
    expect(await check(rotated.secret, 'jobs')).toMatchObject({ outcome: 'valid' });
    expect(await check(old.secret, 'jobs')).toEqual({ outcome: 'expired' });

    const console = (await make({ action: 'console' })) as Made & { url: string };
    expect(console.url).toBe(`${test.url}/functions/v1/mcp`);
    const minutes = (Date.parse(console.credential.expires_at ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(await check(console.secret, undefined, 'mcp')).toMatchObject({ outcome: 'valid' });
  });

  it('records a call with its day’s rollup', async () => {
    const { credential } = await apiKey();
    const writes: Promise<unknown>[] = [];
    const afterTheAnswer = { background: (work: Promise<unknown>) => writes.push(work) };
    for (const status of [200, 404, 429]) {
      recordCall(afterTheAnswer, service, {
        credential: credential.id,
        surface: 'api',
        operation: 'listOccupations',
        status,
        durationMs: 10,
      });
    }
    await Promise.all(writes);
    const { rows } = await test.backend.deps.db.query(
      'select calls, errors, limited, total_ms::int from public.credential_usage_daily where credential_id = $1',
      [credential.id],
    );
    expect(rows).toEqual([{ calls: 3, errors: 1, limited: 1, total_ms: 30 }]);
  });
});
