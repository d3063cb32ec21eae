import raw from '../../content/kit/ai-confidence-kit.json';
import { kitContentSchema } from './schema.ts';

/**
 * The kit's words, checked when the site is built: a malformed file stops the build with the
 * field that is wrong instead of shipping a broken page.
 */
export const kitContent = parseKit(raw);

export function parseKit(input: unknown) {
  const result = kitContentSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`src/content/kit/ai-confidence-kit.json is invalid:\n${problems.join('\n')}`);
  }
  return result.data;
}
