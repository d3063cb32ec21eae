import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import type { CredentialCheck } from '../credentials/checkCredential.ts';
import { rateLimitHeaders, refusalHeaders, refusalMessages } from '../credentials/keyHeaders.ts';
import { readToolSwitches } from '../credentials/mcpToolSwitches.ts';
import { type ErrorCode, errorResponse, errorStatus, FunctionError } from '../errors.ts';
import { toolNamed } from '../tools/registry.ts';
import { type JsonRpcMessage, operationOf, readMcpMessage } from './mcpMessage.ts';
import { type McpCaller, mcpServerFor, type ToolFailure } from './mcpServer.ts';

/** The realm of the MCP server's `WWW-Authenticate` and RateLimit answers. */
export const mcpRealm = 'mcp';

type KnownKey = Extract<CredentialCheck, { credential: unknown }>;

/** One exchange as the usage record keeps it: the answer, what was asked, and how a call failed inside a 200. */
export interface McpExchange {
  response: Response;
  operation: string;
  failure: ToolFailure | null;
}

/**
 * Answers one POST of a known token: its message read and checked (413 before any parsing, 415,
 * 400), a refusal when the token is over its rate, else a fresh server of the offered tools over
 * the SDK's web-standard Streamable HTTP transport, without sessions, answering JSON.
 */
export async function mcpExchange(
  request: Request,
  check: KnownKey,
  deps: Omit<McpCaller, 'credential' | 'switches'>,
): Promise<McpExchange> {
  let operation = 'unreadable';
  try {
    const message = await readMcpMessage(request);
    operation = operationOf(message);
    if (check.outcome !== 'valid') {
      const code = check.outcome === 'missing_scope' ? 'forbidden' : 'rate_limited';
      return { response: errorResponse(code, refusalMessages[check.outcome], refusalHeaders(check, mcpRealm)), operation, failure: null };
    }
    let failure: ToolFailure | null = null;
    const caller = { ...deps, credential: check.credential, switches: await readToolSwitches(deps.db) };
    const server = mcpServerFor(caller, (failed) => {
      failure = failed;
    });
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    await server.connect(transport);
    // The body is read and checked already, and every answer is JSON: a client that forgot to say
    // it also takes event streams, or named its JSON loosely, is served all the same.
    const headers = new Headers(request.headers);
    headers.set('Accept', 'application/json, text/event-stream');
    headers.set('Content-Type', 'application/json');
    const answered = await transport
      .handleRequest(new Request(request.url, { method: 'POST', headers }), { parsedBody: message })
      .finally(() => server.close());
    const response = await asEnvelope(answered);
    for (const [name, value] of rateLimitHeaders(check.rate)) response.headers.set(name, value);
    return { response, operation, failure: failure ?? (await failureInside(response, message)) };
  } catch (error) {
    if (!(error instanceof FunctionError)) throw error;
    return { response: errorResponse(error.code, error.message), operation, failure: null };
  }
}

/** The SDK's HTTP refusals (a protocol version it does not serve) in the functions' one error envelope, under their own status. */
async function asEnvelope(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  const code = (Object.keys(errorStatus) as ErrorCode[]).find((candidate) => errorStatus[candidate] === response.status);
  return errorResponse(
    code ?? (response.status < 500 ? 'validation_failed' : 'internal_error'),
    body.error?.message ?? 'The MCP request was refused.',
  );
}

/**
 * How a 200 failed, for the record: a tool that is not offered to this token (403) or not ours at
 * all (404), an unknown method or resource (404), arguments the SDK refused before the tool ran (400).
 */
async function failureInside(response: Response, message: JsonRpcMessage): Promise<ToolFailure | null> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  const body = (await response.clone().json()) as { error?: { code?: number; data?: { uri?: unknown } }; result?: { isError?: boolean } };
  if (body.result?.isError) return { status: 400, code: 'validation_failed' };
  if (!body.error) return null;
  if (message.method === 'tools/call') {
    return toolNamed(String(message.params?.name)) ? { status: 403, code: 'forbidden' } : { status: 404, code: 'not_found' };
  }
  // A resource that is not there names its URI (the SDK's ResourceNotFoundError).
  const notFound = body.error.code === -32601 || body.error.data?.uri !== undefined;
  return notFound ? { status: 404, code: 'not_found' } : { status: 400, code: 'validation_failed' };
}
