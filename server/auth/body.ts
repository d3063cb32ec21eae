/**
 * Reading a JSON request body, parsed and then checked against a zod schema. The size limit is
 * enforced before this, by the body-limit middleware in routes.ts, with `tooLarge`. Every refusal
 * is an AuthFailure whose message says what was received and what was expected.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { AuthFailure, failures } from './errors.ts';

export const maxBodyBytes = 64 * 1024;

export const tooLarge = () =>
  new AuthFailure(413, 'request_too_large', `The request body is larger than ${maxBodyBytes / 1024} KiB.`);

function describeIssues(issues: z.core.$ZodIssue[]): string {
  const described = issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
    return `${where}: ${issue.message}`;
  });
  return `Invalid request. ${described.join('; ')}.`;
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw failures.validation(describeIssues(result.error.issues));
  return result.data;
}

export async function readJsonBody<Schema extends z.ZodType>(context: Context, schema: Schema): Promise<z.infer<Schema>> {
  const text = await context.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text === '' ? '{}' : text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AuthFailure(400, 'bad_json', `Could not parse request body as JSON: ${reason}`);
  }
  return parseWith(schema, value);
}
