import type { z } from 'zod';
import { FunctionError } from './errors.ts';
import { describeIssues, readJson, type BodyRefusals } from './http/requestBody.ts';

/** Default size limit of a function's JSON body; a function with larger payloads names its own. */
export const defaultMaxBodyBytes = 64 * 1024;

const functionBodyRefusals: BodyRefusals = {
  tooLarge: (maxBytes) => new FunctionError('payload_too_large', `The request body is larger than the limit of ${maxBytes} bytes.`),
  notJson: (text) => new FunctionError('invalid_json', `The request body is not valid JSON (received ${text.length} characters).`),
  notStorable: (reason) => new FunctionError('validation_failed', `The request body is invalid: ${reason}.`),
};

/** Reads, parses and validates a JSON body: 415 for another type, 413 when too large, 400 when malformed or invalid. */
export async function readJsonBody<T>(request: Request, schema: z.ZodType<T>, maxBytes = defaultMaxBodyBytes): Promise<T> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new FunctionError('unsupported_media_type', `Expected Content-Type application/json; received "${type || 'none'}".`);
  }
  const parsed = schema.safeParse(await readJson(request, { maxBytes, refusals: functionBodyRefusals }));
  if (!parsed.success) throw new FunctionError('validation_failed', `The request body is invalid: ${describeIssues(parsed.error.issues)}.`);
  return parsed.data;
}
