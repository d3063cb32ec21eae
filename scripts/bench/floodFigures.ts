import type { TimedAnswer } from './loopbackClient.ts';
import { percentile } from './summary.ts';

/** Answers by status; 0 counts requests that got no answer. */
export type StatusCounts = Record<number, number>;

export function countStatuses(answers: TimedAnswer[]): StatusCounts {
  const counts: StatusCounts = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** `statuses 200×5 429×12 no answer×1`, in status order. */
export function statusLine(counts: StatusCounts): string {
  const parts = Object.entries(counts)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status === '0' ? 'no answer' : status}×${count}`);
  return `statuses ${parts.join(' ')}`;
}

/** The measured client's line: how many requests, and their latency percentiles. */
export function latencyLine(answers: TimedAnswer[]): string {
  const ms = answers.map((answer) => answer.ms);
  const figure = (p: number) => `${percentile(ms, p).toFixed(1)} ms`;
  return `${String(answers.length).padStart(5)} requests   p50 ${figure(50)}   p95 ${figure(95)}   p99 ${figure(99)}   max ${Math.max(...ms).toFixed(1)} ms`;
}

/** The flood's line: requests a second over the phase. */
export function rateLine(counts: StatusCounts, seconds: number): string {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return `${(total / seconds).toFixed(0).padStart(5)} requests/s`;
}
