import { setTimeout as nextTurn } from 'node:timers/promises';
import type { CorpusCase } from './corpusCase.ts';
import type { CorpusEntry } from './entry.ts';
import { createProblemLog } from './problems.ts';
import { sendCase } from './send.ts';
import { addCounts, rowChanges, visibleChanges, writtenBeforeAnswer, type RowCounts } from './storedRows.ts';
import { settledCounts, type RowCounter } from './rowCounters.ts';
import { answerProblems, expectedRows, rowProblems } from './verdict.ts';

export interface CaseByCaseResult {
  /** Each distinct problem of an answer, or of the rows written before it, with a request that shows it. */
  problems: string[];
  /** Rows stored over the whole run, mails included, once settled. */
  stored: RowCounts;
  /** Rows the accepted answers account for, as far as the counter sees. */
  accounted: RowCounts;
}

/** Sends one endpoint's cases one at a time, counting the stored rows after each, so every row is laid at one case's door. */
export async function sendCaseByCase(
  origin: string,
  entry: CorpusEntry,
  cases: readonly CorpusCase[],
  counter: RowCounter,
): Promise<CaseByCaseResult> {
  const problems = createProblemLog();
  const start = await counter();
  let before = start;
  let accounted: RowCounts = {};
  for (const hostileCase of cases) {
    // When client and server share a process, a stall of its event loop past the server's
    // keep-alive timeout would let the client reuse a connection the server is about to close:
    // one turn lets the server close it first, so no reset is blamed on the product.
    await nextTurn(0);
    const outcome = await sendCase(origin, hostileCase.request);
    const after = await counter();
    const expected = expectedRows(entry, hostileCase, outcome);
    const changed = rowChanges(writtenBeforeAnswer(before), writtenBeforeAnswer(after));
    problems.add(entry.name, hostileCase, [
      ...answerProblems(hostileCase, outcome),
      ...rowProblems(writtenBeforeAnswer(expected), changed, after),
    ]);
    accounted = addCounts(accounted, expected);
    before = after;
  }
  const end = await settledCounts(counter);
  return { problems: problems.lines(), stored: rowChanges(start, end), accounted: visibleChanges(accounted, end) };
}
