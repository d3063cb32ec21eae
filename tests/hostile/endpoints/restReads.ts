import fc from 'fast-check';
import type { CorpusEntry } from '../entry.ts';
import { anyRequest } from '../anyRequest.ts';
import { badPercent, badSegment } from '../percentEncoding.ts';
import { hugeNumber } from '../numbers.ts';
import { outOfRangeTimestamp } from '../timestamps.ts';
import { restHeaders } from './surfaces.ts';

/** Tables and functions of schema public, those a visitor may touch and those only the admin or the service role may. */
const tables = [
  'user_consent',
  'consent_log',
  'feature_usage',
  'analytics_events',
  'firstparty_events',
  'newsletter_subscribers',
  'contact_messages',
  'assessment_results',
  'no_such_table',
];
const columns = ['session_id', 'client_event_id', 'id', 'created_at', 'feature', 'action', 'user_id', 'no_such_column'];
const rpcs = ['is_admin', 'store_analytics_batch', 'newsletter_confirm', 'take_rate_limit', 'no_such_function'];

/** A filter value: plain, or one of the hostile classes as it travels in a query string. */
const value = fc.oneof(
  fc.constantFrom('lead_timed', 'abc', '1', 'null', 'true', '2026-11-20T10:00:00Z', '00000000-0000-0000-0000-000000000000'),
  badPercent,
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%EF%BF%BF', '%F0%9F%98%80'),
  hugeNumber.map((number) => number.text),
  outOfRangeTimestamp.map(encodeURIComponent),
  fc.constantFrom(
    '(1,2,3)',
    '("a","b")',
    '(',
    `(${Array.from({ length: 2000 }, (_, index) => index).join(',')})`,
    '\\',
    '%25%5C%25',
    'x'.repeat(10_000),
  ),
);
const operator = fc.constantFrom(
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'not.eq',
  'not.in',
  'fts',
  'cs',
  'cd',
  'nope',
  '',
);
const filter = fc.tuple(fc.constantFrom(...columns), operator, value).map(([column, op, text]) => `${column}=${op}.${text}`);
const paging = fc.constantFrom(
  'select=*',
  'select=id,client_event_id',
  'select=count',
  'select=id::text',
  'select=*,id',
  'order=created_at.desc.nullslast',
  'order=id.sideways',
  'limit=1',
  'limit=-1',
  'limit=1e300',
  'offset=99999999999999999999',
  'or=(id.eq.1,id.eq.2)',
  'select=%ZZ',
);
const query = fc.array(fc.oneof(filter, paging), { maxLength: 4 }).map((parts) => (parts.length ? `?${parts.join('&')}` : ''));

/** Anonymous reads and filters under /rest/v1, and function calls under /rest/v1/rpc: none stores anything. */
export const restReads: CorpusEntry = {
  name: 'GET /rest/v1/<table> and /rest/v1/rpc/<function>',
  covers: [{ reads: 'rest' }],
  cases(context) {
    const headers = restHeaders(context);
    const read = (hostile: string, path: fc.Arbitrary<string>, extra: fc.Arbitrary<Record<string, string>> = fc.constant({})) =>
      fc.tuple(path, query, extra, fc.constantFrom('GET', 'HEAD')).map(([base, search, more, method]) => ({
        hostile,
        expect: 'either' as const,
        request: { method, path: `${base}${search}`, headers: { ...headers, ...more } },
      }));
    const preferences = fc.record(
      {
        Prefer: fc.constantFrom('count=exact', 'count=planned'),
        Accept: fc.constantFrom('application/json', 'application/vnd.pgrst.object+json', 'text/csv'),
      },
      { requiredKeys: [] },
    );
    return fc.oneof(
      {
        weight: 6,
        arbitrary: read(
          'read with filters',
          fc.constantFrom(...tables).map((table) => `/rest/v1/${table}`),
          preferences,
        ),
      },
      {
        weight: 2,
        arbitrary: read(
          'bad percent-encoding in the table',
          fc
            .constantFrom(...tables)
            .chain(badSegment)
            .map((table) => `/rest/v1/${table}`),
        ),
      },
      {
        weight: 1,
        arbitrary: read(
          'another schema',
          fc.constantFrom(...tables).map((table) => `/rest/v1/${table}`),
          fc.constantFrom('private', 'auth', '%00').map((schema) => ({ 'Accept-Profile': schema })),
        ),
      },
      {
        weight: 2,
        arbitrary: read(
          'rpc',
          fc.oneof(fc.constantFrom(...rpcs), badSegment('is_admin')).map((name) => `/rest/v1/rpc/${name}`),
        ),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(fc.constantFrom(...rpcs), fc.jsonValue({ maxDepth: 2 })).map(([name, body]) => ({
          hostile: 'rpc with a body',
          expect: 'either' as const,
          request: { method: 'POST', path: `/rest/v1/rpc/${name}`, headers, body: JSON.stringify(body) },
        })),
      },
      { weight: 1, arbitrary: anyRequest({ method: 'GET', path: '/rest/v1/', query: '', queryKeys: [], headers }) },
    );
  },
};
