import type { StartTiming } from './timeStart.ts';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** One line per measured thing: median and max over the runs, in seconds. */
export function summaryLines(title: string, timings: StartTiming[]): string[] {
  const names = Object.keys(timings[0]?.readyMs ?? {});
  const series: [string, number[]][] = names.map((name) => [name, timings.map((timing) => timing.readyMs[name] ?? NaN)]);
  const reported = timings.map((timing) => timing.reportedMs).filter((ms): ms is number => ms !== undefined);
  if (reported.length === timings.length) series.push(['"Ready in" printed by the server', reported]);
  const width = Math.max(...series.map(([name]) => name.length));
  return [
    `${title} (${timings.length} runs)`,
    ...series.map(([name, values]) => `  ${name.padEnd(width)}  median ${seconds(median(values))}  max ${seconds(Math.max(...values))}`),
  ];
}

/** The nearest-rank percentile `p` (0–100) of the values. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
