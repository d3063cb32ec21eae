import { z } from 'zod';
import { readJsonBody } from '../body.ts';
import { toolNamed } from '../tools/registry.ts';

/** Far above any tool's input (a question is at most 4,000 characters), far below what would cost us to read. */
export const maxMcpBodyBytes = 256 * 1024;

/**
 * One JSON-RPC message, as Streamable HTTP carries it since batches were dropped from the
 * protocol: a request (with an `id`) or a notification. A client's answer to a server request is
 * refused: a stateless server asks its clients nothing.
 */
const jsonRpcMessage = z.strictObject({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(200), z.number().int()]).optional(),
  method: z.string().min(1).max(200),
  params: z.record(z.string(), z.unknown()).optional(),
});

export type JsonRpcMessage = z.infer<typeof jsonRpcMessage>;

/** The request's message, read within the size limit and checked: 415, 413 (before any parsing), or 400 that says what was wrong. */
export const readMcpMessage = (request: Request): Promise<JsonRpcMessage> => readJsonBody(request, jsonRpcMessage, maxMcpBodyBytes);

/** The names the usage record keeps; a client's made-up method that is not one is kept as `unknown_method`. */
const operationName = /^[A-Za-z][A-Za-z0-9_/.:-]{0,99}$/;

/**
 * What the usage record calls a message: the tool's name for a `tools/call` of a tool this server
 * has (any other name is kept out of the record, as `tools/call`), else the method.
 */
export function operationOf(message: JsonRpcMessage): string {
  const name = message.method === 'tools/call' ? message.params?.name : undefined;
  if (typeof name === 'string' && toolNamed(name)) return name;
  return operationName.test(message.method) ? message.method : 'unknown_method';
}
