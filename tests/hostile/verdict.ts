import { METHODS } from 'node:http';
import type { CorpusCase } from './corpusCase.ts';
import type { CorpusEntry } from './entry.ts';
import type { Outcome } from './send.ts';
import { visibleChanges, type RowCounts } from './storedRows.ts';

/** The JSON of an answer, or undefined when it is not JSON. */
export function answerJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The error code of each surface's envelope: `{ error: { code } }` for functions, `{ code }` for
 * REST and auth, `{ statusCode, error }` for storage (Supabase Storage's shape).
 */
function errorCode(json: unknown): unknown {
  const envelope = json as { code?: unknown; error?: { code?: unknown } | string; statusCode?: unknown } | undefined;
  if (typeof envelope?.error === 'string') return typeof envelope.statusCode === 'string' ? envelope.error : undefined;
  return envelope?.error?.code ?? envelope?.code;
}

/** What is wrong with an answer, whatever was stored: none, or one line per problem. */
export function answerProblems(hostileCase: CorpusCase, outcome: Outcome): string[] {
  if ('noAnswer' in outcome) return [`no answer (${outcome.noAnswer})`];
  const { status, text } = outcome;
  const code = errorCode(answerJson(text));
  if (status >= 500) return [`${status} ${String(code ?? text.slice(0, 80))}`];
  const problems: string[] = [];
  if (status >= 400 && answersWithBody(hostileCase.request.method) && (typeof code !== 'string' || code === ''))
    problems.push(`${status} without a JSON error code: ${text.slice(0, 80)}`);
  if (hostileCase.expect === 'accepted' && status >= 400) problems.push(`refused a valid request: ${status} ${String(code)}`);
  if (hostileCase.expect === 'refused' && status < 400) problems.push(`accepted what must be refused: ${status}`);
  return problems;
}

/** The rows an answer says were stored: its entry's account of an accepted answer, nothing for a refusal or no answer. */
export function expectedRows(entry: CorpusEntry, hostileCase: CorpusCase, outcome: Outcome): RowCounts {
  if ('noAnswer' in outcome || outcome.status >= 400) return {};
  return entry.stores?.(hostileCase.request, answerJson(outcome.text)) ?? {};
}

/** Whether the rows that changed are the rows the answer accounts for, as far as the counter sees. */
export function rowProblems(expected: RowCounts, changed: RowCounts, seen: RowCounts): string[] {
  const wanted = visibleChanges(expected, seen);
  const same = JSON.stringify(Object.entries(wanted).sort()) === JSON.stringify(Object.entries(changed).sort());
  return same ? [] : [`stored ${JSON.stringify(changed)} where the answer accounts for ${JSON.stringify(wanted)}`];
}

/**
 * A HEAD answer has no body; a method HTTP does not define (`FOO`) is refused by the server's HTTP
 * parser with a bare 400 before any API sees it, so no API envelope can be asked of it.
 */
function answersWithBody(method: string): boolean {
  return method !== 'HEAD' && METHODS.includes(method);
}
