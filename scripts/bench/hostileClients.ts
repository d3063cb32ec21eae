import { isOverTheLimit } from '../../tests/hostile/bodyCases.ts';
import type { CorpusCase } from '../../tests/hostile/corpusCase.ts';
import type { CorpusEntry } from '../../tests/hostile/entry.ts';
import { createProblemLog, type ProblemLog } from '../../tests/hostile/problems.ts';
import { sendCase } from '../../tests/hostile/send.ts';
import { addCounts, type RowCounts } from '../../tests/hostile/storedRows.ts';
import { answerProblems, expectedRows } from '../../tests/hostile/verdict.ts';

export interface Work {
  entry: CorpusEntry;
  hostileCase: CorpusCase;
}

/** What the clients saw: every status, the requests without an answer, and the rows the accepted answers account for. */
export interface Tally {
  statuses: Map<number, number>;
  noAnswer: number;
  accepted: number;
  accountedRows: RowCounts;
  problems: ProblemLog;
  /** The bodies past their endpoint's size limit, by class (just over it, 12 MiB): how many got their 413, another answer, or none. */
  overLimit: Map<string, { sent: number; tooLarge: number; noAnswer: number }>;
}

/** Sends every piece of work from `clients` concurrent clients, each taking the next case as soon as its last one was answered. */
export async function sendFromClients(origin: string, work: readonly Work[], clients: number, timeoutMs: number): Promise<Tally> {
  const tally: Tally = {
    statuses: new Map(),
    noAnswer: 0,
    accepted: 0,
    accountedRows: {},
    problems: createProblemLog(),
    overLimit: new Map(),
  };
  let next = 0;
  const client = async () => {
    for (let piece = work[next++]; piece; piece = work[next++]) {
      const { entry, hostileCase } = piece;
      const outcome = await sendCase(origin, hostileCase.request, timeoutMs);
      if ('noAnswer' in outcome) tally.noAnswer += 1;
      else {
        tally.statuses.set(outcome.status, (tally.statuses.get(outcome.status) ?? 0) + 1);
        if (outcome.status < 400) tally.accepted += 1;
      }
      tally.accountedRows = addCounts(tally.accountedRows, expectedRows(entry, hostileCase, outcome));
      tally.problems.add(entry.name, hostileCase, answerProblems(hostileCase, outcome));
      if (isOverTheLimit(hostileCase.hostile)) {
        const counts = tally.overLimit.get(hostileCase.hostile) ?? { sent: 0, tooLarge: 0, noAnswer: 0 };
        tally.overLimit.set(hostileCase.hostile, {
          sent: counts.sent + 1,
          tooLarge: counts.tooLarge + ('status' in outcome && outcome.status === 413 ? 1 : 0),
          noAnswer: counts.noAnswer + ('noAnswer' in outcome ? 1 : 0),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return tally;
}

/** The cases of every endpoint dealt in turn, so the clients send a mix at every moment rather than one endpoint at a time. */
export function interleaved(perEntry: readonly Work[][]): Work[] {
  const longest = Math.max(...perEntry.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => perEntry.flatMap((list) => list.slice(index, index + 1))).flat();
}
