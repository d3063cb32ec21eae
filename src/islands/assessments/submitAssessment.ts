import { recordAppUsage, recordEvent } from '../../lib/analytics/recordUse.ts';
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import { insertResult } from '../../lib/assessments/results/resultQueries.ts';
import { resultHref } from '../../lib/assessments/results/resultAddress.ts';
import { resultRow, storedFromRow } from '../../lib/assessments/results/resultRow.ts';
import { createResultSaver } from '../../lib/assessments/results/saveResult.ts';
import { startSave } from '../../lib/assessments/results/saveProcess.ts';
import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { scoreAssessment, type Answers } from '../../lib/assessments/scoring.ts';
import type { ShownResult } from './ResultScreen.tsx';

export interface Completed {
  content: AssessmentContent;
  contentVersion: string;
  answers: Answers;
  /** The result saved before this attempt: null for none, undefined while the backend has not answered. */
  previous: StoredResult | null | undefined;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A finished attempt: scored, its completion recorded (only with analytics consent, which the
 * queue checks), and saved exactly once through REST, after which the page's address is the
 * result's own and `onSaved` hears the stored row (progress is cleared only then).
 */
export function submitAssessment(
  { content, contentVersion, answers, previous }: Completed,
  onSaved: (saved: StoredResult) => void,
): ShownResult {
  const submission = { roleId: content.roleId, answers, result: scoreAssessment(content.assessment, answers) };
  const { result } = submission;
  recordEvent('assessment_complete', { role: content.roleId, score: result.overall, level: result.level.name });
  recordAppUsage('assessments', 'completed', { role: content.roleId, level: result.level.name });
  const save = createResultSaver({ insert: insertResult, randomId: () => crypto.randomUUID(), wait, contentVersion });
  const saving = startSave(
    () => save(submission),
    (clientResultId) => {
      onSaved(storedFromRow(resultRow(submission, clientResultId, contentVersion), new Date().toISOString()));
      history.replaceState(history.state, '', resultHref(location.pathname, clientResultId));
    },
  );
  return { kind: 'fresh', result, saving, previous };
}
