import { labLimits } from '../../../../functions/_shared/lab/labLimits.ts';

/** What a column is: a model of the configured provider with its settings, or the site guide. */
export interface ColumnConfig {
  kind: 'model' | 'site_guide';
  model: string | null;
  temperature: number | null;
  max_output_tokens: number | null;
}

/** One key per configuration, so the tally counts a model with the same settings as one. */
export const configKey = (column: ColumnConfig): string =>
  column.kind === 'site_guide' ? 'site_guide' : [column.model, column.temperature ?? '', column.max_output_tokens ?? ''].join('|');

/** A configuration as the owner reads it: the model and what was set, or the site guide. */
export function configLabel(column: ColumnConfig): string {
  if (column.kind === 'site_guide') return 'Site guide';
  const temperature = column.temperature === null ? 'default temperature' : `temperature ${column.temperature}`;
  return `${column.model}, ${temperature}, up to ${column.max_output_tokens ?? labLimits.maxOutputTokens.fallback} tokens`;
}

/** A blind column's name until the vote: A, B, C, D by position. */
export const blindName = (position: number) => `Column ${String.fromCharCode(65 + position)}`;
