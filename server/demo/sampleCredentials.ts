/**
 * The MCP server's and the partner API's sample data: two partner organisations, a key each and
 * an MCP token, with a month of calls. The keys' secrets were never made: each stored hash is of
 * random bytes, so a sample key can be seen, rotated and revoked but opens nothing. A weekday
 * rhythm, a few refused calls and one key that runs into its limit make the charts worth reading.
 */
import { type SampleDay, wallClock } from './sampleCalendar.ts';
import type { SeededRandom } from './seededRandom.ts';

interface SampleKey {
  id: string;
  kind: 'mcp' | 'api';
  name: string;
  partner_id: string | null;
  hint: string;
  secret_hash: string;
  scopes: string[];
  rate_per_minute: number;
  monthly_quota: number | null;
  created_at: string;
  /** Calls on a weekday; a weekend has a fifth of them. */
  perWeekday: number;
  operations: readonly (readonly [string, number])[];
  /** Days (from the month's first) on which the key ran into its rate limit. */
  burstDays: readonly number[];
}

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const hintOf = (kind: 'mcp' | 'api', random: SeededRandom) => {
  const chars = (count: number) => Array.from({ length: count }, () => random.pick(base62.split(''))).join('');
  return `sp_${kind}_${chars(4)}…${chars(4)}`;
};

function sampleKeys(first: string, random: SeededRandom, partners: { id: string }[]): SampleKey[] {
  const [northwind, fabrikam] = partners as [{ id: string }, { id: string }];
  const key = (settings: Omit<SampleKey, 'id' | 'hint' | 'secret_hash' | 'created_at'>): SampleKey => ({
    ...settings,
    id: random.uuid(),
    hint: hintOf(settings.kind, random),
    secret_hash: random.hex(32),
    created_at: wallClock(first, 9 * 60),
  });
  return [
    key({
      kind: 'mcp',
      name: 'Claude Desktop on the studio laptop',
      partner_id: null,
      scopes: ['notes:read', 'site:read', 'signals:read', 'briefs:read', 'articles:read'],
      rate_per_minute: 120,
      monthly_quota: null,
      perWeekday: 24,
      operations: [
        ['initialize', 3],
        ['tools/list', 3],
        ['search_notes', 8],
        ['search_site_passages', 4],
        ['list_signals', 3],
        ['read_brief', 2],
      ],
      burstDays: [],
    }),
    key({
      kind: 'api',
      name: 'Jobs dashboard',
      partner_id: northwind.id,
      scopes: ['jobs', 'benchmarks'],
      rate_per_minute: 60,
      monthly_quota: 20000,
      perWeekday: 220,
      operations: [
        ['listOccupations', 6],
        ['getOccupation', 4],
        ['listJobGroups', 2],
        ['listBenchmarks', 2],
        ['getBenchmark', 1],
      ],
      burstDays: [11, 12, 24],
    }),
    key({
      kind: 'api',
      name: 'Research warehouse',
      partner_id: fabrikam.id,
      scopes: ['jobs', 'content'],
      rate_per_minute: 60,
      monthly_quota: null,
      perWeekday: 70,
      operations: [
        ['listJobGroups', 3],
        ['listOccupations', 3],
        ['listArticles', 2],
        ['listEpisodes', 1],
      ],
      burstDays: [],
    }),
  ];
}

/**
 * An answer's status: mostly 200, now and then a bad request or a missing row, as clients' code
 * makes them, with the error code each surface records (the partner API's problem codes, the
 * functions' own for the MCP server).
 */
const statusOf = (kind: 'mcp' | 'api', random: SeededRandom): readonly [number, string | null] =>
  random.weighted<readonly [number, string | null]>([
    [[200, null], 96],
    [[400, kind === 'api' ? 'invalid_request' : 'validation_failed'], 2.5],
    [[404, 'not_found'], 1.5],
  ]);

export function sampleCredentials(days: readonly SampleDay[], random: SeededRandom, creator: string) {
  const month = days.slice(-30);
  const first = (month[0] as SampleDay).date;
  const partners = [
    {
      id: random.uuid(),
      name: 'Northwind Talent Analytics',
      website: 'https://northwind.example',
      contact_email: 'partnerships@northwind.example',
      notes: 'Shows the AI exposure of occupations in their hiring dashboard.',
      created_at: wallClock(first, 8 * 60),
    },
    {
      id: random.uuid(),
      name: 'Fabrikam Workforce Research',
      website: 'https://fabrikam.example',
      contact_email: 'data@fabrikam.example',
      notes: 'Quarterly research on skills; cites the published pieces.',
      created_at: wallClock(first, 8 * 60 + 30),
    },
  ];
  const keys = sampleKeys(first, random, partners);
  const calls = keys.flatMap((key) =>
    month.flatMap((day) => {
      const weekend = day.weekday === 0 || day.weekday === 6;
      const count = Math.round((weekend ? key.perWeekday / 5 : key.perWeekday) * (0.7 + random.next() * 0.6) * (day.minutesOpen / 1440));
      const made = Array.from({ length: count }, () => {
        const [status, error] = statusOf(key.kind, random);
        const minutes = random.int(0, Math.max(0, day.minutesOpen - 1));
        return {
          credential_id: key.id,
          surface: key.kind,
          operation: random.weighted(key.operations),
          status,
          error,
          duration_ms: random.int(18, 420),
          at: wallClock(day.date, minutes, random.int(0, 59)),
        };
      });
      // A loop in the partner's code: a minute of calls past the limit, each refused.
      const burst = key.burstDays.includes(day.index - (month[0] as SampleDay).index) && day.minutesOpen === 1440;
      const refused = burst
        ? Array.from({ length: random.int(12, 40) }, (_, second) => ({
            credential_id: key.id,
            surface: key.kind,
            operation: 'listOccupations',
            status: 429,
            error: 'rate_limited',
            duration_ms: random.int(2, 9),
            at: wallClock(day.date, 14 * 60 + 7, second),
          }))
        : [];
      return [...made, ...refused];
    }),
  );
  return {
    partners,
    credentials: keys.map(({ perWeekday, operations, burstDays, ...stored }) => ({ ...stored, created_by: creator })),
    calls,
  };
}
