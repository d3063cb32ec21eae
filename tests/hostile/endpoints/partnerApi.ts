import fc from 'fast-check';
import { newSecret } from '../../../functions/_shared/credentials/keyFormat.ts';
import type { Queries } from '../../../server/db/database.ts';
import type { CorpusContext } from '../context.ts';
import type { CorpusCase, Expectation } from '../corpusCase.ts';
import type { CorpusEntry } from '../entry.ts';

/** The corpus's partner keys: one with every scope, one with `content` only, one expired. Secrets, as a partner holds them. */
export interface PartnerCorpusKeys {
  everyScope: string;
  contentOnly: string;
  expired: string;
}

/** Stores the keys' hashes as the credentials function does, for a partner of the corpus's admin; rates no run can use up. */
export async function seedPartnerApiCorpus(db: Queries, adminEmail: string): Promise<PartnerCorpusKeys> {
  const { rows } = await db.query<{ id: string }>(`insert into public.partners (name) values ('Partner API corpus') returning id`);
  const key = async (scopes: string[], expiresAt: string | null) => {
    const { secret, hint, hash } = await newSecret('api');
    await db.query(
      `insert into public.credentials (kind, name, partner_id, hint, secret_hash, scopes, rate_per_minute, expires_at, created_by)
       select 'api', 'Corpus key', $1, $2, $3, $4, 10000, $5, id from auth.users where email = $6`,
      [rows[0]?.id, hint, hash, scopes, expiresAt, adminEmail],
    );
    return secret;
  };
  return {
    everyScope: await key(['jobs', 'benchmarks', 'content'], null),
    contentOnly: await key(['content'], null),
    expired: await key(['jobs'], '2026-01-01T00:00:00Z'),
  };
}

const base = '/functions/v1/partner-api';
const answered = [
  '/v1/jobs/groups',
  '/v1/jobs/occupations?group=15-0000&q=analyst&sort=-gpt4Beta&limit=5&offset=2',
  '/v1/jobs/occupations/15-1252',
  '/v1/benchmarks/roles',
  '/v1/content/articles?limit=1',
  '/v1/content/episodes',
];
const badValues = [
  '/v1/jobs/occupations?limit=0',
  '/v1/jobs/occupations?limit=201',
  '/v1/jobs/occupations?limit=abc',
  '/v1/jobs/occupations?limit=1e3',
  '/v1/jobs/occupations?offset=-1',
  '/v1/jobs/occupations?sort=salary',
  '/v1/jobs/occupations?sort=--title',
  '/v1/jobs/occupations?group=15',
  '/v1/jobs/occupations?group=15-0000%00',
  '/v1/jobs/occupations?q=',
  '/v1/jobs/occupations?q=%25',
  '/v1/jobs/occupations?q=*',
  '/v1/jobs/occupations?q=%3Cscript%3E',
  `/v1/jobs/occupations?q=${'a'.repeat(101)}`,
  '/v1/jobs/occupations/15-12',
  "/v1/jobs/occupations/15-1252'",
  '/v1/benchmarks/roles/CEO!',
  '/v1/content/articles?limit=-5',
];
const unknownPaths = [
  '/',
  '/v1',
  '/v2/jobs/groups',
  '/v1/jobs',
  '/v1/jobs/groups/extra',
  '/v1/openapi.yaml',
  '/v1/jobs/occupations/15-9999',
];

/** Keys that fail the local test (a checksum off by one character, a key of the MCP server, the wrong length) or are no partner key at all. */
function forgedKeys(valid: string, context: CorpusContext): [string, string][] {
  const last = valid.at(-1) === 'A' ? 'B' : 'A';
  return [
    ['a checksum off by one character', `${valid.slice(0, -1)}${last}`],
    ['an MCP token’s prefix', valid.replace('sp_api_', 'sp_mcp_')],
    ['a character short', valid.slice(0, -1)],
    ['a character long', `${valid}x`],
    ['the prefix alone', 'sp_api_'],
    ['another service’s key', 'sk_live_0000'],
    ['the project’s anon key', context.anonKey],
    ...context.forgedTokens.map((token, index): [string, string] => [`a forged JWT (${index + 1})`, token]),
  ];
}

const get = (
  path: string,
  secret: string | null,
  hostile: string,
  expect: Expectation,
  headers: Record<string, string> = {},
): CorpusCase => ({
  hostile,
  expect,
  request: { method: 'GET', path: `${base}${path}`, headers: { ...(secret ? { Authorization: `Bearer ${secret}` } : {}), ...headers } },
});

/**
 * partner-api: keys are judged first (missing, forged, unknown, expired: 401; without the scope:
 * 403), then the parameters (400), paths no operation has (404), methods (405) and bodies (413).
 * Without seeded keys (the benchmark's run) only what a keyless caller can try is sent.
 */
export const partnerApi: CorpusEntry = {
  name: 'GET /functions/v1/partner-api/v1/…',
  covers: [{ function: 'partner-api' }],
  cases(context: CorpusContext) {
    const keys = context.partnerKeys;
    const made = keys?.everyScope ?? 'sp_api_00000000000000000000000000000000000000';
    const path = fc.constantFrom(...answered);
    const keyless = [
      fc
        .tuple(path, fc.constantFrom(...forgedKeys(made, context)))
        .map(([to, [label, key]]) => get(to, key, `forged key: ${label}`, 'refused')),
      path.map((to) => get(to, null, 'no key', 'refused')),
      path.map((to) => get(to, null, 'a Basic credential', 'refused', { Authorization: `Basic ${btoa(`${made}:`)}` })),
      fc.constant(0).map(() => get('/v1/openapi.json', null, keys ? 'the document, with no key' : 'valid', 'accepted')),
      fc
        .tuple(path, fc.constantFrom('api_key', 'token', 'key'))
        .map(([to, name]) =>
          get(`${to}${to.includes('?') ? '&' : '?'}${name}=${made}`, made, `the key in the query as ${name}`, 'refused'),
        ),
      fc.tuple(path, fc.constantFrom(2_000, 70_000, 1_100_000), fc.constantFrom('POST', 'PUT')).map(([to, bytes, method]) => ({
        hostile: `a ${bytes}-byte body with ${method}`,
        expect: 'refused' as const,
        request: {
          method,
          path: `${base}${to}`,
          headers: { Authorization: `Bearer ${made}`, 'Content-Type': 'application/json' },
          body: `"${'x'.repeat(bytes)}"`,
        },
      })),
      fc.tuple(path, fc.constantFrom('DELETE', 'PATCH')).map(([to, method]) => ({
        ...get(to, made, `method ${method}`, 'refused'),
        request: { ...get(to, made, '', 'refused').request, method },
      })),
    ];
    if (!keys) return fc.oneof(...keyless);
    return fc.oneof(
      ...keyless,
      { weight: 3, arbitrary: path.map((to) => get(to, keys.everyScope, 'valid', 'accepted')) },
      { weight: 3, arbitrary: fc.constantFrom(...badValues).map((to) => get(to, keys.everyScope, `bad value: ${to}`, 'refused')) },
      fc.constantFrom(...unknownPaths).map((to) => get(to, keys.everyScope, `unknown path ${to}`, 'refused')),
      path.map((to) => get(to, keys.expired, 'an expired key', 'refused')),
      fc
        .constantFrom(...answered.filter((to) => !to.includes('/content/')))
        .map((to) => get(to, keys.contentOnly, 'a key without the scope', 'refused')),
      fc.constant(0).map(() => get('/v1/benchmarks/roles/ceo', keys.everyScope, 'a role with or without ten people', 'either')),
    );
  },
};
