import type { CorpusCase } from './corpusCase.ts';
import { describeRequest } from './send.ts';

/** Problems found by the corpus, each kept once with how often it came and the first request that showed it. */
export interface ProblemLog {
  add(entry: string, hostileCase: CorpusCase, problems: readonly string[]): void;
  /** One line per distinct problem: the endpoint, the hostile class, what went wrong, how often, and a request to reproduce it. */
  lines(): string[];
}

export function createProblemLog(): ProblemLog {
  const seen = new Map<string, { count: number; example: string }>();
  return {
    add(entry, hostileCase, problems) {
      for (const problem of problems) {
        // A class names its field (`in events.0.data.url`) or depth: kept, since they tell the fixes apart.
        const key = `${entry} | ${hostileCase.hostile} | ${problem.replace(/: .*$/s, '')}`;
        const known = seen.get(key);
        if (known) known.count += 1;
        else seen.set(key, { count: 1, example: `${problem}\n    ${describeRequest(hostileCase.request)}` });
      }
    },
    lines: () => [...seen].map(([key, { count, example }]) => `${key} (×${count})\n  ${example}`),
  };
}
