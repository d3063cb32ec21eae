import { z } from 'zod';

/** Text a person reads: trimmed, not empty, and short enough to stay readable on a phone. */
export function prose(maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, 'expected text; received an empty string')
    .max(maxLength, { error: (issue) => `expected at most ${maxLength} characters; received ${String(issue.input).length}` });
}

/** Ids appear in storage keys and analytics, so they stay kebab-case. */
export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error: (issue) => `expected a kebab-case id such as "team-habits"; received ${JSON.stringify(issue.input)}`,
});
