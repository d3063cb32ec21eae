import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { startClockedBackend, stopClockedBackend, type ClockedBackend } from '../support/clock.ts';
import { RawConnection, type RawAnswer } from '../http/support/rawConnection.ts';

/**
 * The limits on what visitors write through REST to the visitor tables: at most 10 rows and
 * 64 KiB a request, and 60 writes a minute from one address. Clients are told apart by the address
 * their connection comes from (127.0.0.2, 127.0.0.3), as the server sees it.
 */
const rowCap = 10;
const writesPerMinute = 60;

const featureRow = (session: string) => ({ client_event_id: randomUUID(), feature: 'lead_scroll', session_id: session });
const consentRow = (session: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') => ({
  client_event_id: randomUUID(),
  session_id: session,
  action: 'accept_all',
  analytics_consent: true,
  personalization_consent: true,
  marketing_consent: true,
  user_agent: userAgent,
});

interface Client {
  write(table: string, body: unknown, options?: { chunked?: boolean }): Promise<RawAnswer>;
  read(): Promise<RawAnswer>;
  end(): void;
}

async function clientFrom(server: TestBackend, localAddress: string, key = server.anonKey): Promise<Client> {
  const connection = await RawConnection.open(server.port, localAddress);
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  return {
    write: (table, body, { chunked } = {}) =>
      connection.send({ method: 'POST', path: `/rest/v1/${table}`, headers, body: JSON.stringify(body), chunked }),
    read: () => connection.send({ method: 'POST', path: '/rest/v1/rpc/is_admin', headers, body: '{}' }),
    end: () => connection.end(),
  };
}

async function storedRows(server: TestBackend, table: string, session: string): Promise<number> {
  const result = await server.backend.deps.db.query<{ count: number }>(
    `select count(*)::int as count from public.${table} where session_id = $1`,
    [session],
  );
  return result.rows[0]?.count ?? 0;
}

const errorOf = (answer: RawAnswer) => JSON.parse(answer.body) as { code: string; message: string; details: string; hint: string };

describe('with the rate limits on', () => {
  let started: ClockedBackend;
  const server = () => started.test;
  beforeAll(async () => (started = await startClockedBackend({ env: { RATE_LIMITS: 'on' } })), backendStartTimeout);
  afterAll(() => stopClockedBackend(started));
  // A fresh hour starts fresh one-minute windows, and leaves every refusal of the test before behind.
  beforeEach(() => started.clock.startNextHour());

  it(`stores a request of ${rowCap} rows whole, and refuses one of ${rowCap + 1} with 413, storing none of its rows`, async () => {
    const visitor = await clientFrom(server(), '127.0.0.2');
    const [full, over] = [`full-${randomUUID()}`, `over-${randomUUID()}`];
    expect(
      (
        await visitor.write(
          'feature_usage',
          Array.from({ length: rowCap }, () => featureRow(full)),
        )
      ).status,
    ).toBe(201);
    const refused = await visitor.write(
      'feature_usage',
      Array.from({ length: rowCap + 1 }, () => featureRow(over)),
    );
    expect(refused.status).toBe(413);
    expect(errorOf(refused)).toMatchObject({ code: 'too_many_rows', hint: 'Send the rows in several requests.' });
    expect([await storedRows(server(), 'feature_usage', full), await storedRows(server(), 'feature_usage', over)]).toEqual([rowCap, 0]);
    visitor.end();
  });

  it('refuses a body over 64 KiB with 413 before the database reads its rows, whether its length is declared or it is streamed', async () => {
    const visitor = await clientFrom(server(), '127.0.0.2');
    const session = `large-${randomUUID()}`;
    // Rows whose user agent the table's check would refuse with a 400, had the database parsed them.
    const rows = Array.from({ length: 5 }, () => consentRow(session, 'x'.repeat(20_000)));
    for (const chunked of [false, true]) {
      const refused = await visitor.write('consent_log', rows, { chunked });
      expect(refused.status, chunked ? 'streamed' : 'declared').toBe(413);
      expect(errorOf(refused).code).toBe('too_large');
    }
    expect(await storedRows(server(), 'consent_log', session)).toBe(0);
    visitor.end();
  });

  it(`answers the write after ${writesPerMinute} in a minute from one address with 429, Retry-After and a PostgREST error, storing nothing`, async () => {
    const visitor = await clientFrom(server(), '127.0.0.2');
    const session = `steady-${randomUUID()}`;
    const statuses = [];
    for (let count = 0; count < writesPerMinute; count += 1)
      statuses.push((await visitor.write('consent_log', consentRow(session))).status);
    expect(statuses).toEqual(Array(writesPerMinute).fill(201));
    const refused = await visitor.write('consent_log', consentRow(session));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(errorOf(refused)).toEqual({
      code: 'rate_limited',
      message: 'Too many writes from this address in a short time.',
      details: `At most ${writesPerMinute} writes a minute to the visitor tables are accepted from one address.`,
      hint: expect.stringMatching(/Retry-After/),
    });
    expect(await storedRows(server(), 'consent_log', session)).toBe(writesPerMinute);
    visitor.end();
  });

  it('keeps serving another address, and the refused client’s reads, while one address is refused', async () => {
    const flooder = await clientFrom(server(), '127.0.0.2');
    const other = await clientFrom(server(), '127.0.0.3');
    const [flood, visit] = [`flood-${randomUUID()}`, `visit-${randomUUID()}`];
    for (let count = 0; count < writesPerMinute; count += 1) await flooder.write('feature_usage', featureRow(flood));
    expect((await flooder.write('feature_usage', featureRow(flood))).status).toBe(429);
    expect((await other.write('feature_usage', featureRow(visit))).status).toBe(201);
    expect((await other.read()).status).toBe(200);
    expect((await flooder.read()).status).toBe(200);
    expect(await storedRows(server(), 'feature_usage', visit)).toBe(1);
    flooder.end();
    other.end();
  });

  it('lets the client write again once Retry-After has passed', async () => {
    const visitor = await clientFrom(server(), '127.0.0.2');
    const session = `patient-${randomUUID()}`;
    for (let count = 0; count < writesPerMinute; count += 1) await visitor.write('feature_usage', featureRow(session));
    const refused = await visitor.write('feature_usage', featureRow(session));
    expect(refused.status).toBe(429);
    expect((await visitor.write('feature_usage', featureRow(session))).status, 'still refused before Retry-After').toBe(429);
    await started.clock.advance(Number(refused.headers.get('retry-after')) * 1000);
    expect((await visitor.write('feature_usage', featureRow(session))).status).toBe(201);
    expect(await storedRows(server(), 'feature_usage', session)).toBe(writesPerMinute + 1);
    visitor.end();
  });

  it('stores exactly the rows it acknowledged when one address sends many writes at once', async () => {
    const session = `burst-${randomUUID()}`;
    const clients = await Promise.all(Array.from({ length: 8 }, () => clientFrom(server(), '127.0.0.2')));
    const answers = await Promise.all(
      clients.map(async (client) => {
        const statuses = [];
        for (let count = 0; count < 10; count += 1)
          statuses.push(
            (
              await client.write(
                'feature_usage',
                Array.from({ length: rowCap }, () => featureRow(session)),
              )
            ).status,
          );
        return statuses;
      }),
    );
    const statuses = answers.flat();
    expect(statuses.filter((status) => status === 201)).toHaveLength(writesPerMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80 - writesPerMinute);
    expect(await storedRows(server(), 'feature_usage', session)).toBe(writesPerMinute * rowCap);
    for (const client of clients) client.end();
  });

  it('does not count the service role, which the functions write with', async () => {
    const visitor = await clientFrom(server(), '127.0.0.2');
    const service = await clientFrom(server(), '127.0.0.2', server().serviceRoleKey);
    const session = `service-${randomUUID()}`;
    for (let count = 0; count < writesPerMinute; count += 1) await visitor.write('feature_usage', featureRow(session));
    expect((await visitor.write('feature_usage', featureRow(session))).status).toBe(429);
    expect(
      (
        await service.write(
          'feature_usage',
          Array.from({ length: rowCap + 5 }, () => featureRow(session)),
        )
      ).status,
    ).toBe(201);
    visitor.end();
    service.end();
  });
});

describe('with RATE_LIMITS=off', () => {
  let server: TestBackend;
  beforeAll(async () => (server = await startTestBackend()), backendStartTimeout);
  afterAll(() => server.stop());

  it('limits every table a visitor may insert into, so a new one cannot be left open', async () => {
    const names = async (where: string) =>
      (
        await server.backend.deps.db.query<{ name: string }>(
          `select c.relname as name from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r' and ${where} order by 1`,
        )
      ).rows.map((row) => row.name);
    const insertable = await names(`has_any_column_privilege('anon', c.oid, 'INSERT')`);
    expect(insertable).toEqual(['consent_log', 'feature_usage', 'user_consent']);
    expect(await names(`exists (select 1 from pg_trigger as t where t.tgrelid = c.oid and t.tgname = 'cap_visitor_rows')`)).toEqual(
      insertable,
    );
  });

  it('lifts the per-address limit and keeps the row cap', async () => {
    const visitor = await clientFrom(server, '127.0.0.2');
    const session = `load-test-${randomUUID()}`;
    const statuses = [];
    for (let count = 0; count < writesPerMinute + 10; count += 1)
      statuses.push((await visitor.write('feature_usage', featureRow(session))).status);
    expect(statuses).toEqual(Array(writesPerMinute + 10).fill(201));
    expect(
      (
        await visitor.write(
          'feature_usage',
          Array.from({ length: rowCap + 1 }, () => featureRow(session)),
        )
      ).status,
    ).toBe(413);
    expect(await storedRows(server, 'feature_usage', session)).toBe(writesPerMinute + 10);
    visitor.end();
  });
});
