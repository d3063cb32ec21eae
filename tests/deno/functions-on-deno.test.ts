import { setTimeout as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { denoCheck } from '../../server/functions/denoCommand.ts';
import { corpus } from '../hostile/corpus.ts';
import type { CorpusCase } from '../hostile/corpusCase.ts';
import type { CorpusEntry } from '../hostile/entry.ts';
import { casesFor } from '../hostile/sampling.ts';
import { describeRequest, type Outcome, sendCase } from '../hostile/send.ts';
import { answerJson } from '../hostile/verdict.ts';
import { acceptedCalls, validCase } from './support/acceptedCalls.ts';
import { entriesByImportMap } from './support/entriesByImportMap.ts';
import { type PairedBackends, type Side, startPairedBackends } from './support/pairedBackends.ts';

/**
 * The entries Supabase runs, checked by Deno itself: a type error, or an import their map lacks
 * (which Node, with every package in node_modules, would not notice), fails here. The check also
 * fills Deno's cache, which the entries below are served from. A cold cache fetches the packages.
 */
const failedChecks: string[] = [];
describe('the Deno entries', () => {
  it.each([...entriesByImportMap()])('pass deno check with %s', { timeout: 300_000 }, (importMap, entries) => {
    const { passed, output } = denoCheck(entries, importMap);
    if (!passed) failedChecks.push(importMap);
    expect(passed, output).toBe(true);
  });
});

/**
 * Every function served by its Deno entry, behind the embedded backend's gateway, answers as its
 * handler does in Node: a sample of its hostile corpus, its valid request and, where the corpus
 * only refuses, an accepted call, sent to both backends side by side, must get the same status,
 * and what must be accepted is accepted. The corpus's own run (tests/integration/hostile/) judges
 * the answers; this one holds the runtimes to each other.
 */
const casesPerFunction = 16;

const functionEntries = corpus.flatMap((entry) =>
  entry.covers.flatMap((cover) => ('function' in cover ? [[cover.function, entry] as const] : [])),
);

function casesOf(name: string, entry: CorpusEntry, side: Side): CorpusCase[] {
  const accepted = acceptedCalls(side).get(name);
  return [validCase(entry, side), ...casesFor(entry, side.context, casesPerFunction), ...(accepted ? [accepted] : [])];
}

const statusOf = (outcome: Outcome) => ('status' in outcome ? String(outcome.status) : `no answer (${outcome.noAnswer})`);
const codeOf = (outcome: Outcome) =>
  'text' in outcome ? (answerJson(outcome.text) as { error?: { code?: string } })?.error?.code : undefined;

describe('the functions on Deno', () => {
  let pair: PairedBackends;
  beforeAll(async () => {
    if (failedChecks.length > 0) throw new Error(`Not served: the entries with ${failedChecks.join(', ')} failed deno check.`);
    pair = await startPairedBackends();
  }, 180_000);
  afterAll(() => pair?.stop());

  it.each(functionEntries)('%s answers each case with the status its Node handler gives', { timeout: 180_000 }, async (name, entry) => {
    const nodeCases = casesOf(name, entry, pair.node);
    const denoCases = casesOf(name, entry, pair.deno);
    // The two contexts differ in their values only, so the same seed draws the same cases.
    expect(denoCases.map((each) => each.hostile)).toEqual(nodeCases.map((each) => each.hostile));
    const differences: string[] = [];
    for (const [index, nodeCase] of nodeCases.entries()) {
      const denoCase = denoCases[index]!;
      // A turn of the event loop first, so a server closes an idle connection before the client
      // would reuse it (tests/hostile/caseByCase.ts says why).
      await nextTurn(0);
      const [onNode, onDeno] = await Promise.all([
        sendCase(pair.node.test.url, nodeCase.request),
        sendCase(pair.deno.test.url, denoCase.request),
      ]);
      const refusedValid = nodeCase.expect === 'accepted' && !('status' in onDeno && onDeno.status < 400);
      if (statusOf(onNode) !== statusOf(onDeno) || refusedValid)
        differences.push(
          `${nodeCase.hostile}: Node ${statusOf(onNode)} ${codeOf(onNode) ?? ''}, Deno ${statusOf(onDeno)} ${codeOf(onDeno) ?? ''}\n    ${describeRequest(denoCase.request)}`,
        );
    }
    expect(differences).toEqual([]);
  });

  it('reach the email API and the deploy hook where the Node path has the outbox and the rebuilder', async () => {
    expect((await pair.sinks.mailbox()).length).toBeGreaterThan(0);
    expect(pair.sinks.deployHookCalls()).toBe(1);
  });
});
