import fc from 'fast-check';
import { hugeNumber } from '../numbers.ts';
import { badPercent } from '../percentEncoding.ts';
import { outOfRangeTimestamp } from '../timestamps.ts';

const columns = ['session_id', 'client_event_id', 'id', 'created_at', 'feature', 'action', 'user_id', 'no_such_column'];

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
/** A PostgREST query string of up to four filters and modifiers, or none. */
export const restQuery = fc.array(fc.oneof(filter, paging), { maxLength: 4 }).map((parts) => (parts.length ? `?${parts.join('&')}` : ''));
