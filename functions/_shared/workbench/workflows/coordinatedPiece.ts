import { z } from 'zod';
import { createBriefDraft } from '../../tools/createBriefDraft.ts';
import { defineWorkflow } from '../workflow.ts';
import { type Draft, type Finding, job } from './findings.ts';
import type { Verdict } from './reviewer.ts';

const idsOf = (findings: readonly Finding[], kind: Finding['kind']) =>
  findings.flatMap((item) => (item.kind === kind && item.id ? [item.id] : []));

/** The writer is sent back at most this many times. */
const maxReturns = 2;

export const coordinatedPiece = defineWorkflow({
  name: 'coordinated-piece',
  title: 'Coordinated piece',
  description:
    'A coordinator splits a job between a researcher, a writer and a reviewer, each a run of its own; the reviewer may send the draft back to the writer twice. The piece is kept as a brief draft on /intelligence with its sources.',
  input: z.strictObject({ job }),
  tools: [],
  startable: true,
  async run({ input, steps }) {
    /** A child's answer; the coordinator waits (its run put aside) until the child has finished. */
    const handOver = async (label: string, workflow: string, handed: Record<string, unknown>) => {
      const outcome = await steps.child(label, workflow, handed);
      return outcome.status === 'pending' ? steps.suspend('children') : outcome.output;
    };
    const { findings } = (await handOver('Hand the job to the researcher', 'researcher', { job: input.job })) as { findings: Finding[] };
    let notes: string[] = [];
    let piece: Draft = { title: '', body_md: '' };
    let verdict: Verdict | null = null;
    for (let round = 1; round <= maxReturns + 1; round++) {
      const label = round === 1 ? 'Hand the findings to the writer' : `Send the draft back to the writer (${round - 1} of ${maxReturns})`;
      piece = ((await handOver(label, 'writer', { job: input.job, findings, notes })) as { draft: Draft }).draft;
      verdict = (await handOver(`Hand draft ${round} to the reviewer`, 'reviewer', { job: input.job, draft: piece, findings })) as Verdict;
      if (verdict.verdict === 'approve') break;
      notes = verdict.notes;
    }
    const open =
      verdict?.verdict === 'approve'
        ? ''
        : `\n\n## Still open after ${maxReturns} returns\n\n${(verdict?.notes ?? []).map((note) => `- ${note}`).join('\n')}`;
    const brief = await steps.tool('Keep the piece as a brief draft', createBriefDraft, {
      title: piece.title.slice(0, 300),
      body_md: `${piece.body_md}${open}`,
      signal_ids: idsOf(findings, 'signal'),
      note_ids: idsOf(findings, 'note'),
    });
    return {
      output: { brief_id: brief.id, approved: verdict?.verdict === 'approve' },
      summary:
        verdict?.verdict === 'approve'
          ? `“${brief.title}”, approved by the reviewer.`
          : `“${brief.title}”, kept with the reviewer’s open points.`,
    };
  },
});
