import type { Occupation } from './schemas/combined.ts';

type Column = keyof Occupation;
type Cell = Occupation[Column];

/**
 * How each column is written, in the source file's order, so the download reads back to the same
 * values as the source file. The type holds every column to an entry; no schema is imported, so the
 * explorer can use `quoted` without downloading the build's checks.
 */
const writers: Record<Column, (value: never) => string> = {
  soc_code: String,
  occupation_title: String,
  major_group_code: String,
  major_group_name: String,
  employment_2024: String,
  median_annual_wage_2024: String,
  median_hourly_wage_2024: (value: number) => value.toFixed(2),
  median_wage_is_lower_bound: (value: boolean) => (value ? '1' : '0'),
  ms_ai_applicability_score: (value: number) => value.toFixed(4),
  gpt4_beta: (value: number) => value.toFixed(4),
  human_beta: (value: number) => value.toFixed(4),
};

const columns = Object.keys(writers) as Column[];

/** RFC 4180 quoting, only where a field needs it (as Python's csv module writes the source). */
export function quoted(field: string): string {
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

function written(column: Column, value: Cell): string {
  return value === null ? '' : quoted((writers[column] as (value: Cell) => string)(value));
}

/** The combined data set as CSV text with a header row: blank for no value, one row per occupation. */
export function occupationsCsv(occupations: readonly Occupation[]): string {
  const lines = [columns.join(','), ...occupations.map((row) => columns.map((column) => written(column, row[column])).join(','))];
  return `${lines.join('\n')}\n`;
}

/** Where the build writes the download (`src/pages/data/ai-exposure.csv.ts`); pages link here. */
export const occupationsCsvPath = '/data/ai-exposure.csv';
