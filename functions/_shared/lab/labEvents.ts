import type { SiteSource } from '../ai/siteGuide.ts';

export type ColumnStatus = 'complete' | 'stopped' | 'failed';

/** What a column's answer cost and took, as the page shows it and the version keeps it. */
export interface ColumnFigures {
  input_tokens: number;
  output_tokens: number;
  first_token_ms: number | null;
  latency_ms: number;
  /** US dollars from the price table; null when the model has no price. */
  cost_usd: number | null;
}

/**
 * A lab column's answer as Server-Sent Events (the lab-run function's, the lab page's to read):
 * `start` (who answers), a `token` per text delta, then `done` (how it ended, the cited pages, the
 * figures and the run it was recorded as) or `error`.
 */
export interface LabEvents {
  start: { position: number; kind: 'model' | 'site_guide'; label: string };
  token: string;
  done: ColumnFigures & { status: ColumnStatus; sources: readonly SiteSource[]; run_id: string | null };
  error: { code: string; message: string };
}

/** One event as a reader of the stream meets it. */
export type LabEvent = { [Name in keyof LabEvents]: { event: Name; data: LabEvents[Name] } }[keyof LabEvents];
