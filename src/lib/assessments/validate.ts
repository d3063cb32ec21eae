import type { z } from 'zod';
import { assessmentSchema, type Assessment } from './contentSchema.ts';

/** Every issue on one line that names the file and the field, for build and test output. */
export function describeIssues(fileName: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${fileName}: ${issue.path.length > 0 ? issue.path.join('.') : '(top level)'}: ${issue.message}`)
    .join('\n');
}

/** Parses one role's content file, throwing an error that lists every problem found in it. */
export function parseAssessment(fileName: string, data: unknown): Assessment {
  const result = assessmentSchema.safeParse(data);
  if (!result.success) throw new Error(describeIssues(fileName, result.error));
  return result.data;
}
