import fc from 'fast-check';
import type { CorpusCase } from '../../hostile/corpusCase.ts';
import { functionHeaders } from '../../hostile/endpoints/functionEndpoint.ts';
import type { CorpusEntry } from '../../hostile/entry.ts';
import { corpusSeed } from '../../hostile/sampling.ts';
import type { Side } from './pairedBackends.ts';

/** The corpus's own valid request of an endpoint: the first its cases draw. */
export function validCase(entry: CorpusEntry, side: Side): CorpusCase {
  const found = fc.sample(entry.cases(side.context), { seed: corpusSeed, numRuns: 500 }).find((drawn) => drawn.hostile === 'valid');
  if (!found) throw new Error(`${entry.name} drew no valid case in 500.`);
  return found;
}

/**
 * An accepted call of each function whose corpus valid request is refused by design (the corpus
 * keeps its accounts and never rebuilds or starts a run): the admin's rebuild, tool registry and an
 * allowance taken back, the scheduler's and the AI runner's runs as the database makes them (the
 * service role), and the leaver deleting their own account, whom nothing here uses
 * otherwise.
 */
export function acceptedCalls(side: Side): Map<string, CorpusCase> {
  const { context, test } = side;
  const post = (name: string, token: string, body: unknown): [string, CorpusCase] => [
    name,
    {
      hostile: 'accepted call',
      expect: 'accepted',
      request: { method: 'POST', path: `/functions/v1/${name}`, headers: functionHeaders(context, token), body: JSON.stringify(body) },
    },
  ];
  return new Map([
    post('site-rebuild', context.admin?.accessToken ?? '', {}),
    post('ai-tools', context.admin?.accessToken ?? '', {}),
    post('publishing-scheduler', test.serviceRoleKey, {}),
    post('ai-runs', context.admin?.accessToken ?? '', { action: 'allow', workflow: 'lead-triage', tool: 'add_task', allowed: false }),
    post('ai-runner', test.serviceRoleKey, {}),
    post('account-delete', context.leaver.accessToken, { email: context.leaver.email }),
  ]);
}
