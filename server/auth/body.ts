/**
 * Reading an auth request's JSON body with the kit's one reader (64 KiB, streamed), then checking
 * it against a zod schema. Every refusal is an AuthFailure in GoTrue's envelope whose message says
 * what was received and what was expected.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { describeIssues, readJson, type BodyRefusals } from '../../functions/_shared/http/requestBody.ts';
import { AuthFailure, failures } from './errors.ts';

const maxBodyBytes = 64 * 1024;

const authBodyRefusals: BodyRefusals = {
  tooLarge: (maxBytes) => new AuthFailure(413, 'request_too_large', `The request body is larger than ${maxBytes / 1024} KiB.`),
  notJson: (_text, reason) => new AuthFailure(400, 'bad_json', `Could not parse request body as JSON: ${reason}`),
  notStorable: (reason) => failures.validation(`Invalid request. ${reason}.`),
};

export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw failures.validation(`Invalid request. ${describeIssues(result.error.issues)}.`);
  return result.data;
}

/** An empty body reads as `{}`, so a missing field is reported by name rather than as bad JSON. */
export async function readJsonBody<Schema extends z.ZodType>(context: Context, schema: Schema): Promise<z.infer<Schema>> {
  return parseWith(schema, await readJson(context.req.raw, { maxBytes: maxBodyBytes, refusals: authBodyRefusals, empty: {} }));
}
