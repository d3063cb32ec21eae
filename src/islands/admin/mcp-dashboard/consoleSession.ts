import { checked, fields, flag, jsonObject, listOf, orNull, type ShapeOf, text } from '../kit/answerShape.ts';
import { mintConsoleToken } from '../credentials/credentialsApi.ts';
import { mcpRequest } from './mcpRequest.ts';

/**
 * The test console's session: a token minted for it (purpose `console`, ten minutes, logged like
 * any other) and the tools the server offers that token, as `tools/list` answers them. A token
 * about to expire is replaced by a new one before the next call.
 */
const listedTool = fields({ name: text, description: orNull(text), inputSchema: jsonObject });
export type ListedTool = ShapeOf<typeof listedTool>;
const toolsAnswer = fields({ tools: listOf(listedTool) });
const callAnswer = fields({ content: listOf(jsonObject), isError: orNull(flag) });
export type ToolAnswer = ShapeOf<typeof callAnswer>;

export interface ConsoleToken {
  url: string;
  secret: string;
  expiresAt: number;
}

/** A token still good for a call started now: a minute's margin for a slow tool. */
const margin = 60_000;

/**
 * The console's token, minted again when the one held is about to expire. Its requests go to the
 * server address this page knows (`url`, the one its set-ups show and its CSP allows), not to
 * the one the function names, which may be spelled for another network (a container's host name).
 */
export async function freshToken(held: ConsoleToken | null, url: string, now: number): Promise<ConsoleToken> {
  if (held && held.expiresAt - now > margin) return held;
  const minted = await mintConsoleToken();
  return { url, secret: minted.secret, expiresAt: Date.parse(minted.credential.expires_at ?? '') || now + margin };
}

export const listTools = async (token: ConsoleToken): Promise<ListedTool[]> =>
  checked(toolsAnswer, await mcpRequest(token.url, token.secret, 'tools/list', {}), 'the tools offered').tools;

export const callTool = async (token: ConsoleToken, name: string, input: Record<string, unknown>): Promise<ToolAnswer> =>
  checked(callAnswer, await mcpRequest(token.url, token.secret, 'tools/call', { name, arguments: input }), 'the tool’s answer');

/** What a tool answered, as the console shows it: its texts, or the JSON of anything else. */
export const answerText = (answer: ToolAnswer): string =>
  answer.content
    .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : JSON.stringify(part, null, 2)))
    .join('\n\n');
