import type { CorpusRequest } from './corpusCase.ts';

/** An answer as the corpus judges it, or why there was none. */
export type Outcome = { status: number; text: string } | { noAnswer: string };

/** Long enough for a slow, shared machine; a request still unanswered after it counts as a hang. */
export const answerTimeoutMs = 30_000;

/** Sends the request as written and reads the whole answer; a timeout, a reset or a closed connection is no answer. */
export async function sendCase(origin: string, request: CorpusRequest, timeoutMs = answerTimeoutMs): Promise<Outcome> {
  try {
    const response = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { noAnswer: describeFailure(error) };
  }
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${(error.cause as Error & { code?: string }).code ?? error.cause.message}` : '';
  return `${error.name} ${error.message}${cause}`;
}

/** A request in a line or two, to reproduce it by hand. */
export function describeRequest(request: CorpusRequest, bodyLength = 300): string {
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? request.body
        : `bytes ${Buffer.from(request.body).toString('hex')}`;
  const shown =
    body.length > bodyLength ? `${JSON.stringify(body.slice(0, bodyLength))}… (${body.length} characters)` : JSON.stringify(body);
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `${name}: ${value.length > 60 ? `${value.slice(0, 40)}…` : value}`)
    .join('; ');
  return `${request.method} ${request.path.slice(0, 300)} [${headers}] ${body ? shown : ''}`.trim();
}
