import { eventStream, type EventSender } from '../_shared/ai/eventStream.ts';
import type { SiteSource } from '../_shared/ai/siteGuide.ts';

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
 * A column's answer as Server-Sent Events: `start` (who answers), a `token` per text delta,
 * then `done` (how it ended, the cited pages, the figures and the run it was recorded as) or `error`.
 */
export interface LabEvents {
  start: { position: number; kind: 'model' | 'site_guide'; label: string };
  token: string;
  done: ColumnFigures & { status: ColumnStatus; sources: readonly SiteSource[]; run_id: string | null };
  error: { code: string; message: string };
}

export type SendLabEvent = EventSender<LabEvents>;

export const labReply = (produce: (send: SendLabEvent) => Promise<void>, onCancel?: () => void): Response =>
  eventStream<LabEvents>(produce, onCancel);
