import fc from 'fast-check';
import type { CorpusContext } from './context.ts';
import type { CorpusCase } from './corpusCase.ts';
import type { CorpusEntry } from './entry.ts';

/** Fixed, so a run reproduces; each endpoint draws from its own stream, so adding one changes no other's cases. */
export const corpusSeed = 20_261_123;

/** `count` cases of one endpoint, the same ones for the same seed. */
export function casesFor(entry: CorpusEntry, context: CorpusContext, count: number, seed = corpusSeed): CorpusCase[] {
  return fc.sample(entry.cases(context), { seed: seed ^ nameHash(entry.name), numRuns: count });
}

function nameHash(name: string): number {
  let hash = 0;
  for (const character of name) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}
