import { z } from 'zod';

/**
 * Validates input at a boundary and throws an error that says what was received and what was
 * expected, so a wrong call from an island is found at once rather than stored.
 */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`Invalid ${what}: received ${preview(value)}; expected ${z.prettifyError(result.error)}`);
}

function preview(value: unknown): string {
  try {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  } catch {
    return String(value);
  }
}
