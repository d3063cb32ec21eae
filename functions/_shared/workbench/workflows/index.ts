import type { Workflow } from '../workflow.ts';
import { briefFromSignals } from './briefFromSignals.ts';
import { coordinatedPiece } from './coordinatedPiece.ts';
import { datasetEvaluation } from './datasetEvaluation.ts';
import { leadTriage } from './leadTriage.ts';
import { newsletterDraft } from './newsletterDraft.ts';
import { researcher } from './researcher.ts';
import { reviewer } from './reviewer.ts';
import { writer } from './writer.ts';

/** Every workflow the runner knows, the coordinator's roles included. */
export const workflows: readonly Workflow<never>[] = [
  briefFromSignals,
  newsletterDraft,
  leadTriage,
  coordinatedPiece,
  datasetEvaluation,
  researcher,
  writer,
  reviewer,
] as never;

export function workflowNamed(name: string): Workflow | undefined {
  return workflows.find((workflow) => workflow.name === name) as Workflow | undefined;
}
