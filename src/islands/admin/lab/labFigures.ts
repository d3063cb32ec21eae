import type { ColumnFigures } from '../../../../functions/_shared/lab/labEvents.ts';
import { configLabel } from './labConfig.ts';
import type { LabResult } from './labShapes.ts';
import type { LiveColumn } from './useColumnRuns.ts';

/** A column's tokens, time to its first token, whole time and cost, in one line. */
export function figuresLine(figures: ColumnFigures, kind: LabResult['kind']): string {
  const cost =
    kind === 'site_guide'
      ? 'free (no model)'
      : figures.cost_usd === null
        ? 'no price (add the model to AI_MODEL_PRICES)'
        : `US$${figures.cost_usd.toFixed(6)}`;
  const first = figures.first_token_ms === null ? '' : `first text after ${figures.first_token_ms} ms, `;
  return `${figures.input_tokens} tokens in, ${figures.output_tokens} out · ${first}${figures.latency_ms} ms in all · ${cost}`;
}

/** A column as shown: what is streaming in over what the version kept. */
export function shownColumn(result: LabResult, live: LiveColumn | undefined) {
  const kept = result.latency_ms === null ? null : { ...result, latency_ms: result.latency_ms };
  return {
    label: live?.label || result.label || configLabel(result),
    text: live?.text ?? result.output,
    status: live?.status ?? result.status,
    figures: live?.done ?? kept,
    sources: live?.done?.sources ?? result.sources,
    problem: live?.problem ?? result.error,
  };
}
