import type { z } from 'zod';
import { FunctionError } from './errors.ts';
import { readLimitedText } from './readLimitedText.ts';

/** Default size limit of a function's JSON body; a function with larger payloads names its own. */
export const defaultMaxBodyBytes = 64 * 1024;

/** Reads, parses and validates a JSON body: 415 for another type, 413 when too large, 400 when malformed or invalid. */
export async function readJsonBody<T>(request: Request, schema: z.ZodType<T>, maxBytes = defaultMaxBodyBytes): Promise<T> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new FunctionError('unsupported_media_type', `Expected Content-Type application/json; received "${type || 'none'}".`);
  }
  const text = await readLimitedText(request, maxBytes);
  if (text === null) throw new FunctionError('payload_too_large', `The request body is larger than the limit of ${maxBytes} bytes.`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new FunctionError('invalid_json', `The request body is not valid JSON (received ${text.length} characters).`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
    throw new FunctionError('validation_failed', `The request body is invalid: ${problems}.`);
  }
  return parsed.data;
}
