/**
 * Reading a request body within a size limit, for every surface: the auth and REST routes of the
 * embedded backend and the functions. The body is read as a stream and reading stops as soon as
 * it passes the limit, so an oversized upload costs at most the limit in memory; a declared
 * Content-Length over the limit is refused before anything is read. Each surface answers in its
 * own error envelope, so it passes the errors to throw.
 */
import type { z } from 'zod';
import { unstorablePart } from './storableJson.ts';

export interface BodyRefusals {
  /** The body passed `maxBytes`. */
  tooLarge(maxBytes: number): Error;
  /** The body is not JSON: `text` is what arrived, `reason` what the parser said. */
  notJson(text: string, reason: string): Error;
  /** The JSON holds what the database cannot store (NUL, an unpaired surrogate, deep nesting); `reason` says where. */
  notStorable(reason: string): Error;
}

export interface JsonBodyOptions {
  maxBytes: number;
  refusals: BodyRefusals;
  /** What an empty body stands for; without it, an empty body is not JSON. */
  empty?: unknown;
}

export async function readBodyText(request: Request, maxBytes: number, tooLarge: BodyRefusals['tooLarge']): Promise<string> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

export async function readJson(request: Request, options: JsonBodyOptions): Promise<unknown> {
  return parseJsonText(await readBodyText(request, options.maxBytes, options.refusals.tooLarge), options);
}

/** A body already read, parsed and checked as readJson does, for a surface that looks at the text first. */
export function parseJsonText(text: string, options: Omit<JsonBodyOptions, 'maxBytes'>): unknown {
  if (text === '' && 'empty' in options) return options.empty;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw options.refusals.notJson(text, error instanceof Error ? error.message : String(error));
  }
  const problem = unstorablePart(value);
  if (problem) throw options.refusals.notStorable(problem);
  return value;
}

/** What a schema found wrong, field by field: `email: Invalid email; data.note: Too long`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], separator = '; '): string {
  return issues.map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`).join(separator);
}
