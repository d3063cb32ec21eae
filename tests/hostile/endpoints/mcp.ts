import fc from 'fast-check';
import { newSecret } from '../../../functions/_shared/credentials/keyFormat.ts';
import { maxMcpBodyBytes } from '../../../functions/_shared/mcp/mcpMessage.ts';
import type { Queries } from '../../../server/db/database.ts';
import type { BodyShape } from '../bodyCases.ts';
import type { BodyVariant, Expectation } from '../corpusCase.ts';
import type { CorpusEntry } from '../entry.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { overlong } from '../values.ts';
import { functionEndpoint } from './functionEndpoint.ts';

/** The corpus's MCP tokens: one that works (read scopes, a rate no run reaches), one expired, one revoked. */
const tokens = { live: await newSecret('mcp'), expired: await newSecret('mcp'), revoked: await newSecret('mcp') };

export async function seedMcpCorpus(db: Queries, adminEmail: string): Promise<void> {
  for (const [name, token] of Object.entries(tokens)) {
    await db.query(
      `insert into public.credentials (kind, name, hint, secret_hash, scopes, rate_per_minute, expires_at, revoked_at, created_by)
       select 'mcp', $1, $2, $3, '{notes:read,site:read,articles:read,signals:read}', 10000,
              case when $1 = 'expired' then now() - interval '1 day' end, case when $1 = 'revoked' then now() end, id
       from auth.users where email = $4`,
      [name, token.hint, token.hash, adminEmail],
    );
  }
}

const mcpHeaders = (secret: string) => ({ Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' });

const clientInfo = { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'corpus', version: '1.0.0' } };
const call = (params: unknown) => ({ jsonrpc: '2.0', id: 7, method: 'tools/call', params });

/** What an MCP client asks: the handshake, a ping, the lists, a notes search. */
const valid = fc
  .tuple(
    fc.integer({ min: 1, max: 1_000_000 }),
    fc.constantFrom(
      { method: 'initialize', params: clientInfo },
      { method: 'ping' },
      { method: 'tools/list', params: {} },
      { method: 'tools/call', params: { name: 'search_notes', arguments: { question: 'pricing workshop', limit: 2 } } },
      { method: 'resources/list' },
      { method: 'resources/templates/list' },
    ),
  )
  .map(([id, message]) => ({ jsonrpc: '2.0', id, ...message }));

const fields: FieldSpec[] = [
  { path: ['jsonrpc'], kind: 'choice', required: true, refuses: fc.constantFrom('1.0', '2', '') },
  { path: ['method'], kind: 'text', required: true, refuses: fc.oneof(fc.constant(''), overlong(200)) },
  { path: ['params'], kind: 'object', open: true },
];

const bodies = (hostile: string, expect: Expectation, list: readonly unknown[]): fc.Arbitrary<BodyVariant> =>
  fc.constantFrom(...list).map((body) => ({ body, hostile, expect }));

/**
 * Malformed messages (400), and the refusals the protocol makes inside a 200 (a JSON-RPC error, or
 * a tool's `isError`), which only an MCP client reads: the integration test does.
 */
const inBand = [
  // A notification (202) is no variant of the valid requests: a key added to it may be its `id`.
  bodies('a notification', 'accepted', [{ jsonrpc: '2.0', method: 'notifications/initialized' }]),
  bodies('malformed JSON-RPC', 'refused', [
    { jsonrpc: '2.0', id: 1 },
    { jsonrpc: '2.0', id: {}, method: 'ping' },
    { jsonrpc: '2.0', id: 1.5, method: 'ping' },
    { jsonrpc: '2.0', id: 1, method: 'ping', params: [1] },
    { jsonrpc: '2.0', id: 1, result: {} },
    [{ jsonrpc: '2.0', id: 1, method: 'ping' }],
  ]),
  bodies('an unknown tool or method', 'either', [
    call({ name: 'no_such_tool', arguments: {} }),
    { jsonrpc: '2.0', id: 3, method: 'tools/destroy' },
  ]),
  bodies('a tool outside the token’s scopes or switched off', 'either', [
    call({ name: 'read_lead', arguments: { lead_id: '00000000-0000-4000-8000-000000000001' } }),
    call({ name: 'add_task', arguments: { title: 'x' } }),
    call({ name: 'send_reply', arguments: {} }),
  ]),
  bodies('wrong argument types', 'either', [
    call({ name: 'search_notes', arguments: { question: 42 } }),
    call({ name: 'search_notes', arguments: { question: 'x', limit: 'three' } }),
    call({ name: 'search_notes', arguments: 'pricing' }),
    call({ name: 42, arguments: {} }),
    { jsonrpc: '2.0', id: 4, method: 'resources/read', params: { uri: 42 } },
  ]),
];

const shape: BodyShape = { valid, fields, strict: true, maxBytes: maxMcpBodyBytes, more: inBand };

/** A secret of the right shape whose checksum does not hold: refused before any database call. */
const badChecksum = (secret: string) => `${secret.slice(0, -1)}${secret.endsWith('0') ? '1' : '0'}`;

/**
 * mcp, the MCP server: POSTed as an MCP client sends it, with the live token where the run seeded
 * it (the integration test, which has an admin to own it); elsewhere every case meets an unknown
 * token and is refused, which is what the benchmark's run can judge.
 */
export const mcp: CorpusEntry = {
  name: 'POST /functions/v1/mcp',
  covers: [{ function: 'mcp' }],
  cases: (context) =>
    functionEndpoint('mcp', {
      headers: () => mcpHeaders(tokens.live.secret),
      valid: context.admin ? 'accepted' : 'either',
      rules: { credentials: ['Authorization'], forged: 'refused' },
      shape: () => shape,
      more: (_context, frame) => [
        fc
          .constantFrom(
            { hostile: 'a forged token with a bad checksum', headers: mcpHeaders(badChecksum(tokens.live.secret)), path: frame.path },
            { hostile: 'an expired token', headers: mcpHeaders(tokens.expired.secret), path: frame.path },
            { hostile: 'a revoked token', headers: mcpHeaders(tokens.revoked.secret), path: frame.path },
            {
              hostile: 'a token in the query string',
              headers: { 'Content-Type': 'application/json' },
              path: `${frame.path}?access_token=${tokens.live.secret}`,
            },
            {
              hostile: 'a token in the header and the query string',
              headers: mcpHeaders(tokens.live.secret),
              path: `${frame.path}?token=${tokens.live.secret}`,
            },
          )
          .map(({ hostile, headers, path }) => ({
            hostile,
            expect: 'refused' as const,
            request: { method: frame.method, path, headers, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) },
          })),
      ],
    })
      .cases(context)
      // The corpus's unknown keys include `id`, which is a JSON-RPC request's own: set to "x", it is a valid id.
      .map((hostileCase) =>
        hostileCase.hostile === 'unknown key in the body' && String(hostileCase.request.body).includes('"id":"x"')
          ? { ...hostileCase, expect: 'either' as const }
          : hostileCase,
      ),
};
