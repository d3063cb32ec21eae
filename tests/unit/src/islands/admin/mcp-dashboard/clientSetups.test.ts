import { describe, expect, it } from 'vitest';
import { clientSetups, mcpServerUrl, serverName } from '../../../../../../src/islands/admin/mcp-dashboard/clientSetups.ts';
import { McpRequestError, mcpRequest } from '../../../../../../src/islands/admin/mcp-dashboard/mcpRequest.ts';

const url = mcpServerUrl('https://project.supabase.co/');
const secret = `sp_mcp_${'a'.repeat(38)}`;

describe('the MCP clients’ set-ups', () => {
  it('put the token in the Authorization header of each client, never in the address', () => {
    expect(url).toBe('https://project.supabase.co/functions/v1/mcp');
    const [cursor, claudeCode, desktop] = clientSetups('Cursor on my laptop', url, secret);
    expect(JSON.parse(cursor?.text ?? '')).toEqual({
      mcpServers: { 'cursor-on-my-laptop': { url, headers: { Authorization: `Bearer ${secret}` } } },
    });
    expect(claudeCode?.text).toBe(`claude mcp add --transport http cursor-on-my-laptop ${url} --header "Authorization: Bearer ${secret}"`);
    // mcp-remote reads the header with no space in the argument, the value from env.
    expect(JSON.parse(desktop?.text ?? '')).toEqual({
      mcpServers: {
        'cursor-on-my-laptop': {
          command: 'npx',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the text mcp-remote expands itself.
          args: ['mcp-remote', url, '--header', 'Authorization:${AUTH}'],
          env: { AUTH: `Bearer ${secret}` },
        },
      },
    });
    for (const setup of clientSetups('x', url, secret)) expect(setup.text).not.toContain(`?`);
  });

  it('name the server in letters, digits and dashes every client accepts', () => {
    expect(['Ünïcode “Client” #2', '  --  ', 'A'.repeat(60)].map(serverName)).toEqual(['unicode-client-2', 'strategist', 'a'.repeat(40)]);
  });
});

describe('a JSON-RPC request of the test console', () => {
  it('sends the MCP headers and reads a JSON or an event-stream answer, and says a refusal', async () => {
    const sent: RequestInit[] = [];
    const answering =
      (body: string, type: string, status = 200) =>
      async (_: string, init: RequestInit) => {
        sent.push(init);
        return new Response(body, { status, headers: { 'content-type': type } });
      };
    const result = { tools: [] };
    expect(
      await mcpRequest(url, secret, 'tools/list', {}, answering(JSON.stringify({ jsonrpc: '2.0', id: 1, result }), 'application/json')),
    ).toEqual(result);
    expect(
      await mcpRequest(
        url,
        secret,
        'tools/list',
        {},
        answering(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', id: 1, result })}\n\n`, 'text/event-stream'),
      ),
    ).toEqual(result);
    expect(sent[0]?.headers).toMatchObject({
      Authorization: `Bearer ${secret}`,
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    const refusal = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Unknown tool' } });
    await expect(mcpRequest(url, secret, 'tools/call', {}, answering(refusal, 'application/json'))).rejects.toThrow('(200): Unknown tool');
    await expect(mcpRequest(url, secret, 'tools/list', {}, answering('<html>', 'text/html', 502))).rejects.toThrow(McpRequestError);
    await expect(
      mcpRequest(url, secret, 'tools/list', {}, answering('{"error":{"code":"unauthorized"}}', 'application/json', 401)),
    ).rejects.toThrow('401');
  });
});
