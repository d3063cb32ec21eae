/**
 * One JSON-RPC request to the MCP server as any client sends it over Streamable HTTP, with plain
 * fetch (no SDK in the browser): POST, the bearer token, the two answer types a client must
 * accept and the protocol version. The server answers JSON; an event stream's `data:` lines are
 * read too, since the protocol allows either.
 */
export const mcpProtocolVersion = '2025-06-18';

/** A refusal of the server (HTTP) or of the method (a JSON-RPC error), with its status, said as the server said it. */
export class McpRequestError extends Error {}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

const answerOf = (text: string, type: string): unknown => {
  if (!type.includes('text/event-stream')) return JSON.parse(text);
  const data = text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim());
  return JSON.parse(data.at(-1) ?? 'null');
};

type JsonRpcAnswer = { result?: unknown; error?: { message?: unknown } } | null;

async function jsonRpcAnswer(response: Response): Promise<JsonRpcAnswer> {
  try {
    return answerOf(await response.text(), response.headers.get('content-type') ?? '') as JsonRpcAnswer;
  } catch {
    throw new McpRequestError(`The server answered ${response.status} with something other than JSON-RPC.`);
  }
}

export async function mcpRequest(url: string, secret: string, method: string, params: object, send: Fetch = fetch): Promise<unknown> {
  const response = await send(url, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${secret}`,
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': mcpProtocolVersion,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = await jsonRpcAnswer(response);
  // A JSON-RPC error, or the function's own envelope (a refused token): either way its message, and the status.
  const reason = answer?.error?.message;
  if (answer?.error || !response.ok || answer?.result === undefined)
    throw new McpRequestError(`The server refused ${method} (${response.status})${typeof reason === 'string' ? `: ${reason}` : '.'}`);
  return answer.result;
}
