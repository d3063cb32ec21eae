import { runStatusLabels, workflowTitle } from './runLabels.ts';
import type { RunSummary } from './runShapes.ts';

/**
 * A list of runs kept up to date while a page watches it: the runs asked again (those still going,
 * and any started since) replace their old rows, new ones join, newest first.
 */
export function mergeRuns(shown: readonly RunSummary[], fresh: readonly RunSummary[]): RunSummary[] {
  const byId = new Map(shown.map((run) => [run.id, run]));
  for (const run of fresh) byId.set(run.id, run);
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** The newest start among runs, from which the next refresh asks for runs started since. */
export const newestStart = (runs: readonly RunSummary[]): string | null =>
  runs.reduce<string | null>((newest, run) => (newest === null || run.created_at > newest ? run.created_at : newest), null);

/**
 * What changed between two looks at the same runs, in words for a screen reader's polite
 * announcement: "Brief from signals: Succeeded." A run seen for the first time is not news.
 */
export function statusChanges(before: readonly RunSummary[], after: readonly RunSummary[], titles: ReadonlyMap<string, string>): string {
  const was = new Map(before.map((run) => [run.id, run.status]));
  return after
    .filter((run) => was.has(run.id) && was.get(run.id) !== run.status)
    .map((run) => `${workflowTitle(titles, run.workflow)}: ${runStatusLabels[run.status]}.`)
    .join(' ');
}
