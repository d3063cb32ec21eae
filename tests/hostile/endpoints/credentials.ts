import fc from 'fast-check';
import type { Queries } from '../../../server/db/database.ts';
import type { BodyShape } from '../bodyCases.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { RawJson } from '../jsonText.ts';
import { notUuid, overlong } from '../values.ts';
import { functionEndpoint, functionHeaders } from './functionEndpoint.ts';

/** A partner and a key of it the owner revoked, seeded before a run so that acts reach past their ids. */
export const seededKeys = {
  partner: '00000000-0000-4000-8000-00000000cb01',
  revokedKey: '00000000-0000-4000-8000-00000000cb02',
} as const;

export async function seedCredentialsCorpus(db: Queries, adminEmail: string): Promise<void> {
  await db.query(`insert into public.partners (id, name) values ($1, 'Corpus partner')`, [seededKeys.partner]);
  await db.query(
    `insert into public.credentials (id, kind, name, partner_id, hint, secret_hash, scopes, rate_per_minute, revoked_at, created_by)
     select $1, 'api', 'Corpus key', $2, 'sp_api_corp…seed', repeat('c', 64), '{jobs}', 60, now(), id from auth.users where email = $3`,
    [seededKeys.revokedKey, seededKeys.partner, adminEmail],
  );
}

const aYearFromNow = () => new Date(Date.now() + 365 * 86_400_000).toISOString();
const createApi = { action: 'create', kind: 'api', name: 'Corpus partner key', partner: seededKeys.partner, scopes: ['jobs'] };

/** Acts that answer: the description, a switch, a new key of each kind, and acts on the revoked key (409). */
const valid = fc.oneof(
  fc.constantFrom(
    { action: 'describe' },
    { action: 'switch', tool: 'list_signals', enabled: true },
    { action: 'revoke', credential: seededKeys.revokedKey },
    { action: 'rotate', credential: seededKeys.revokedKey, overlapHours: 24 },
  ),
  fc.constant(0).map(() => ({ ...createApi, expiresAt: aYearFromNow(), ratePerMinute: 60, monthlyQuota: 10_000 })),
  fc.constant({ action: 'create', kind: 'mcp', name: 'Corpus client', scopes: ['notes:read', 'site:read'] }),
);

const fields: FieldSpec[] = [
  { path: ['action'], kind: 'choice', required: true, refuses: fc.constantFrom('', 'delete', 'CREATE', 'list', 'create ') },
  { path: ['kind'], kind: 'choice', required: true, refuses: fc.constantFrom('', 'MCP', 'admin', 'service') },
  { path: ['name'], kind: 'text', required: true, refuses: fc.oneof(overlong(120), fc.constantFrom('', ' \n\t ')) },
  { path: ['partner'], kind: 'text', refuses: fc.oneof(notUuid, fc.uuid()) },
  {
    path: ['scopes'],
    kind: 'array',
    required: true,
    refuses: fc.constantFrom([], ['admin'], ['jobs', 'mail:send'], ['notes:read', 'jobs'], [42], Array(31).fill('jobs')),
  },
  { path: ['expiresAt'], kind: 'timestamp', refuses: fc.constantFrom('2001-01-01T00:00:00Z', '2999-01-01T00:00:00Z', 'tomorrow') },
  { path: ['ratePerMinute'], kind: 'number', refuses: fc.constantFrom(0, -1, 10_001, 1.5, new RawJson('1e400')) },
  { path: ['monthlyQuota'], kind: 'number', refuses: fc.constantFrom(0, 100_000_001, 2.5) },
  { path: ['credential'], kind: 'text', required: true, refuses: fc.oneof(notUuid, fc.uuid()) },
  { path: ['overlapHours'], kind: 'number', required: true, refuses: fc.constantFrom(-1, 721, 0.5) },
  { path: ['tool'], kind: 'text', required: true, refuses: fc.constantFrom('send_reply', 'no_such_tool', '', 'x'.repeat(64)) },
  { path: ['enabled'], kind: 'boolean', required: true },
];

const refused = (hostile: string, bodies: readonly unknown[]) =>
  fc.constantFrom(...bodies).map((body) => ({ body, hostile, expect: 'refused' as const }));

const refusedActs = [
  refused('a key whose kind and partner disagree', [
    { action: 'create', kind: 'mcp', name: 'x', partner: seededKeys.partner, scopes: ['notes:read'] },
    { action: 'create', kind: 'api', name: 'x', scopes: ['jobs'] },
    { action: 'create', kind: 'mcp', name: 'x', scopes: ['notes:read'], monthlyQuota: 100 },
  ]),
  refused('a key of a partner that does not exist', [{ ...createApi, partner: '00000000-0000-4000-8000-00000000cb99' }]),
  refused('an act on a key that does not exist', [
    { action: 'revoke', credential: '00000000-0000-4000-8000-00000000cb99' },
    { action: 'rotate', credential: '00000000-0000-4000-8000-00000000cb99', overlapHours: 0 },
  ]),
  refused('a secret, a hash or an owner given by the caller', [
    { ...createApi, secret: 'sp_api_00000000000000000000000000000000000000' },
    { ...createApi, secret_hash: 'c'.repeat(64) },
    { ...createApi, created_by: seededKeys.partner },
  ]),
];

const shape: BodyShape = { valid, fields, strict: true, maxBytes: 64 * 1024, more: refusedActs };

/**
 * credentials, the owner's keys and tokens: as the corpus's admin where the run has one, so every
 * body is read and judged; else as a reader, refused whatever it sends. An accepted create or
 * console mint stores one key.
 */
export const credentials = functionEndpoint('credentials', {
  headers: (context) => functionHeaders(context, (context.admin ?? context.user).accessToken),
  valid: 'either',
  // A GET is the description's other way in.
  rules: { otherMethods: 'either' },
  shape: () => shape,
  stores: (body) => {
    const action = (body as { action?: unknown } | undefined)?.action;
    return action === 'create' || action === 'console' ? { credentials: 1 } : {};
  },
  more: (context, frame) => [
    fc
      .constantFrom(
        { hostile: 'signed out (the anon key)', token: context.anonKey },
        { hostile: 'a reader who is not the admin', token: context.user.accessToken },
      )
      .map(({ hostile, token }) => ({
        hostile,
        expect: 'refused' as const,
        request: { method: frame.method, path: frame.path, headers: functionHeaders(context, token), body: JSON.stringify(createApi) },
      })),
  ],
});
