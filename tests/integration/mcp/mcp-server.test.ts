import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

/**
 * The MCP server as an owner's AI client meets it: the SDK's own client over HTTP with a token of
 * the credential store in its Authorization header, against the embedded backend.
 */
let test: TestBackend;
let admin: TestUser;
let endpoint: URL;
const clients: Client[] = [];
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: ['owner@example.test'] });
  admin = await createTestUser(test, 'owner@example.test');
  endpoint = new URL(`${test.url}/functions/v1/mcp`);
  await test.backend.deps.db.exec(`
    insert into public.kb_notes (title, body_md) values ('Pricing workshops', 'Every pricing workshop opens with the value ladder.');
    insert into public.site_passages (title, page_title, url, text)
      values ('Start small', 'AI policy kit', '/kit/ai-policy#start-small', 'Begin with one team and one task.');
    insert into public.articles (slug, title, summary, body_md, status, published_at) values
      ('pricing-ai-work', 'Pricing AI work', 'How to price it.', 'Price the outcome, not the hours.', 'published', now()),
      ('unfinished-thoughts', 'Unfinished thoughts', '', 'Not yet.', 'draft', null);`);
}, backendStartTimeout);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await test?.stop();
});

const credentials = (body: unknown) =>
  fetch(`${test.url}/functions/v1/credentials`, {
    method: 'POST',
    headers: { apikey: test.anonKey, Authorization: `Bearer ${admin.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A token made as the owner makes one on the MCP dashboard: through the credentials function, its secret shown once. */
async function token(scopes: string[], ratePerMinute = 120): Promise<{ id: string; secret: string }> {
  const made = await credentials({ action: 'create', kind: 'mcp', name: 'Test client', scopes, ratePerMinute });
  expect(made.status, await made.clone().text()).toBe(201);
  const { credential, secret } = (await made.json()) as { credential: { id: string }; secret: string };
  return { id: credential.id, secret };
}

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: 'integration-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { Authorization: `Bearer ${secret}` } } }));
  clients.push(client);
  return client;
}

const post = (secret: string, body: unknown, url: string = endpoint.href) =>
  fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify(body),
  });

async function recorded(credential: string, count: number) {
  const read = () =>
    test.backend.deps.db.query<{ operation: string; status: number; error: string | null }>(
      'select operation, status, error from public.credential_calls where credential_id = $1 order by id',
      [credential],
    );
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await read();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Fewer than ${count} calls were recorded: ${JSON.stringify((await read()).rows)}`);
}

describe('the MCP server', () => {
  it('lists the tools the token’s scopes and the switches allow, searches the notes, and refuses the others', async () => {
    const { id, secret } = await token(['notes:read', 'site:read', 'tasks:write', 'articles:read']);
    const client = await connect(secret);
    const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(names, 'reads of its scopes; add_task is a write still switched off').toEqual([
      'list_recent_articles',
      'search_notes',
      'search_site_passages',
    ]);

    const found = await client.callTool({ name: 'search_notes', arguments: { question: 'pricing workshop' } });
    expect(found.isError).toBeFalsy();
    expect(JSON.parse((found.content as { text: string }[])[0]?.text ?? '')).toMatchObject([{ title: 'Pricing workshops' }]);

    const wrong = await client.callTool({ name: 'search_notes', arguments: { question: 42 } });
    expect(wrong).toMatchObject({ isError: true, content: [{ text: expect.stringContaining('question') }] });
    for (const name of ['list_signals', 'add_task', 'send_reply']) {
      await expect(client.callTool({ name, arguments: {} }), name).rejects.toThrow(/not found/);
    }

    // The site's own pages are there too when a build's passages were loaded; the draft never is.
    const uris = (await client.listResources()).resources.map((resource) => resource.uri);
    expect(uris).toEqual(expect.arrayContaining(['site://articles/pricing-ai-work', 'site://pages/kit/ai-policy']));
    expect(uris.filter((uri) => uri.startsWith('site://articles/'))).toEqual(['site://articles/pricing-ai-work']);
    for (const [uri, text] of [
      ['site://pages/kit/ai-policy', 'Begin with one team and one task.'],
      ['site://articles/pricing-ai-work', 'Price the outcome, not the hours.'],
    ] as const) {
      expect((await client.readResource({ uri })).contents[0], uri).toMatchObject({ text: expect.stringContaining(text) });
    }
    await expect(client.readResource({ uri: 'site://articles/unfinished-thoughts' }), 'a draft is not published').rejects.toThrow();

    expect((await credentials({ action: 'switch', tool: 'add_task', enabled: true })).status).toBe(200);
    const switchedOn = await connect(secret);
    expect((await switchedOn.listTools()).tools.map((tool) => tool.name)).toContain('add_task');

    // Two handshakes (initialize, its notification, tools/list) and the 9 calls and reads above.
    const calls = await recorded(id, 15);
    expect(calls.filter((call) => call.operation !== 'initialize' && call.operation !== 'tools/list')).toEqual(
      expect.arrayContaining([
        { operation: 'search_notes', status: 200, error: null },
        { operation: 'search_notes', status: 400, error: 'validation_failed' },
        { operation: 'list_signals', status: 403, error: 'forbidden' },
        { operation: 'add_task', status: 403, error: 'forbidden' },
        { operation: 'send_reply', status: 403, error: 'forbidden' },
        { operation: 'resources/read', status: 200, error: null },
        { operation: 'resources/read', status: 404, error: 'not_found' },
      ]),
    );
  });

  it('refuses a token in the query string, a token past its rate, and a revoked token at once', async () => {
    const { id, secret } = await token(['notes:read'], 2);
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    const inQuery = await post('', ping, `${endpoint.href}?access_token=${secret}`);
    expect(inQuery.status).toBe(400);

    expect((await post(secret, ping)).status).toBe(200);
    const last = await post(secret, ping);
    expect(last.headers.get('RateLimit')).toMatch(/^"minute";r=0;t=\d+$/);
    const limited = await post(secret, ping);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);

    expect((await credentials({ action: 'revoke', credential: id })).status).toBe(200);
    const revoked = await post(secret, ping);
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('WWW-Authenticate')).toBe('Bearer realm="mcp", error="invalid_token"');
    await expect(connect(secret), 'the SDK’s client meets the refusal too').rejects.toThrow(/revoked/);
    expect((await recorded(id, 3)).map((call) => call.status)).toEqual([200, 200, 429]);
  });
});
