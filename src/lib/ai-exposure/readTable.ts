import type { z } from 'zod';
import { parseCsv } from './csvParse.ts';

/** A data file that does not match its schema: names the file, line, column, received and expected. */
export class DataFileError extends Error {
  constructor(file: string, line: number, column: string, received: string, expected: string) {
    super(`${file}, line ${line}, column ${column}: received ${received}, expected ${expected}.`);
    this.name = 'DataFileError';
  }
}

/**
 * Parses one CSV file and validates every row against the file's schema, whose keys are the
 * file's columns in order. Throws on the first bad header or cell, so a broken copy fails the build.
 */
export function readTable<Schema extends z.ZodObject>(file: string, text: string, schema: Schema): z.output<Schema>[] {
  const [header, ...records] = parseCsv(text);
  const columns = Object.keys(schema.shape);
  const received = header?.cells ?? [];
  if (received.join(',') !== columns.join(',')) {
    throw new DataFileError(file, 1, 'header', quoteList(received), `the columns ${quoteList(columns)}`);
  }
  return records.map(({ line, cells }) => {
    if (cells.length !== columns.length) {
      throw new DataFileError(file, line, 'count', `${cells.length} cells`, `${columns.length} cells, one per column`);
    }
    const result = schema.safeParse(Object.fromEntries(columns.map((column, index) => [column, cells[index]])));
    if (result.success) return result.data;
    const issue = result.error.issues[0]!;
    const column = String(issue.path[0]);
    const cell = cells[columns.indexOf(column)] ?? '';
    throw new DataFileError(file, line, column, JSON.stringify(cell), issue.message);
  });
}

function quoteList(values: string[]): string {
  return values.length === 0 ? 'nothing' : values.map((value) => JSON.stringify(value)).join(', ');
}
