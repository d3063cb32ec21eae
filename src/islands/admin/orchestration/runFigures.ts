import type { RunSummary } from './runShapes.ts';

type Timed = Pick<RunSummary, 'started_at' | 'finished_at'>;
type Counted = Pick<RunSummary, 'input_tokens' | 'output_tokens' | 'cost_usd'>;

/** A duration as a person says it: "850 ms", "12.4 s", "3 min 5 s". */
export function durationLabel(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** How long a run took, or has taken so far (`now`) while it is still going; null before it started. */
export function runDuration(run: Timed, now: number): number | null {
  if (!run.started_at) return null;
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  return Math.max(0, end - Date.parse(run.started_at));
}

export const tokensOf = (counted: Pick<Counted, 'input_tokens' | 'output_tokens'>) => counted.input_tokens + counted.output_tokens;

const grouped = new Intl.NumberFormat('en-GB');
/** "1,240 (1,000 in, 240 out)"; nothing for a run that used no model. */
export function tokensLabel(counted: Pick<Counted, 'input_tokens' | 'output_tokens'>): string {
  const total = tokensOf(counted);
  if (total === 0) return '';
  return `${grouped.format(total)} (${grouped.format(counted.input_tokens)} in, ${grouped.format(counted.output_tokens)} out)`;
}

/** US dollars, to the cent or, for a fraction of a dollar, to a hundredth of a cent; null (no price set) is said so. */
export function costLabel(cost: number | null): string {
  if (cost === null) return 'no price';
  return `$${cost.toFixed(cost > 0 && cost < 1 ? 4 : 2)}`;
}

/** The figures of several runs together (a coordinator and its agents): tokens added up, and a cost only when every run has one. */
export interface RolledUp {
  input_tokens: number;
  output_tokens: number;
  cost_usd: number | null;
  /** How many of the runs have no price. */
  unpriced: number;
  runs: number;
}

export function rollUp(runs: readonly Counted[]): RolledUp {
  const unpriced = runs.filter((run) => run.cost_usd === null).length;
  const sum = (pick: (run: Counted) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    input_tokens: sum((run) => run.input_tokens),
    output_tokens: sum((run) => run.output_tokens),
    // Rounded to the store's millionths, so 0.1 + 0.2 reads 0.3.
    cost_usd: unpriced > 0 ? null : Math.round(sum((run) => run.cost_usd ?? 0) * 1e6) / 1e6,
    unpriced,
    runs: runs.length,
  };
}

/** The cost of runs rolled up, or why there is none: "no price for 2 of 5 runs, so no total". */
export function rolledCostLabel(figures: RolledUp): string {
  if (figures.cost_usd !== null) return costLabel(figures.cost_usd);
  return `no price for ${figures.unpriced} of ${figures.runs} ${figures.runs === 1 ? 'run' : 'runs'}, so no total`;
}
