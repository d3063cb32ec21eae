import type { z } from 'zod';
import { jsonbTextLength } from '../jsonbTextLength.ts';

/** The size check of the visitor tables' jsonb columns: `length(column::text) <= 4096`. */
export const jsonbColumnLimit = 4096;

/**
 * `schema`, refusing a value longer than `max` characters as the database stores it (its jsonb
 * text), so a value that passes is never refused by the column's size check.
 */
export function storedWithin<T extends z.ZodType>(schema: T, max = jsonbColumnLimit): T {
  return schema.refine((value) => jsonbTextLength(value) <= max, `must be at most ${max} characters as the database stores it`);
}
