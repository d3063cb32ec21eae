import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Session } from '@supabase/supabase-js';
import { localDemoAnonKey } from '../../src/lib/auth/backendConfig.ts';
import { progressKey } from '../../src/lib/assessments/progress.ts';
import { resultRow } from '../../src/lib/assessments/results/resultRow.ts';
import { contentVersion } from '../../src/lib/assessments/results/contentVersion.ts';
import { scoreAssessment } from '../../src/lib/assessments/scoring.ts';
import { parseAssessment } from '../../src/lib/assessments/validate.ts';

/** The role whose assessment the signed-in reader has taken once and is half way through again. */
export const benchRole = 'marketing-director';

const assessment = parseAssessment(
  `${benchRole}.json`,
  JSON.parse(readFileSync(join(import.meta.dirname, '../../src/content/assessments', `${benchRole}.json`), 'utf8')),
);
/** The second option of every question: a middling result, as a real first attempt often is. */
const answers = Object.fromEntries(assessment.questions.map((question) => [question.id, 1]));

/**
 * Saves one completed result for the session's reader, scored by the site's own module, so the
 * signed-in home and the hub draw their history as they do for a returning reader.
 */
export async function saveBenchResult(origin: string, session: Session): Promise<void> {
  const client = createClient(origin, localDemoAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${session.access_token}` } },
  });
  const submission = { roleId: benchRole, answers, result: scoreAssessment(assessment, answers) };
  const { error } = await client.from('assessment_results').insert(resultRow(submission, crypto.randomUUID(), contentVersion(assessment)));
  if (error) throw new Error(`The bench result could not be saved: ${error.message}`);
}

/** The browser's stored progress of a second attempt, half answered: the assessment page resumes it. */
export function halfAnsweredAttempt(): Record<string, string> {
  const half = assessment.questions.slice(0, assessment.questions.length / 2);
  const progress = { version: 1, answers: Object.fromEntries(half.map((question) => [question.id, 2])), position: half.length, seed: 7 };
  return { [progressKey(benchRole)]: JSON.stringify(progress) };
}
