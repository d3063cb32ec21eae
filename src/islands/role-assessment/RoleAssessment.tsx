import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Assessment } from '../assessment/Assessment.tsx';
import type { AssessmentSubmission } from '../assessment/useSubmission.ts';
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import type { AssessmentResult } from '../../lib/assessments/scoring.ts';
import { insertResult, previousResult } from '../../lib/results/resultQueries.ts';
import { analyticsConsentFromCookie, enqueueOn, trackWithConsent } from '../../lib/results/completionEvent.ts';
import { resultRow, storedFromRow } from '../../lib/results/resultRow.ts';
import { createResultSaver } from '../../lib/results/saveResult.ts';
import type { StoredResult } from '../../lib/results/storedResult.ts';
import { ResultComparison } from './ResultComparison.tsx';
import { localProgressStorage } from './localProgressStorage.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

interface RoleAssessmentProps {
  content: AssessmentContent;
  contentVersion: string;
  /** The role's occupations and exposure, rendered at build and shown with the result. */
  children?: ReactNode;
}

/**
 * The island of a role page: the assessment wired to the browser. Progress is kept in
 * localStorage, results are saved through REST exactly once, completion is tracked only with
 * consent, and a retake is compared with the result saved before it.
 */
export function RoleAssessment({ content, contentVersion, children }: RoleAssessmentProps) {
  const storage = useMemo(localProgressStorage, []);
  // undefined until the backend answers; then the latest saved result, or null for none.
  const latest = useRef<StoredResult | null | undefined>(undefined);
  const comparedWith = useRef(new WeakMap<AssessmentResult, StoredResult | null>());

  useEffect(() => {
    previousResult(content.roleId).then(
      (stored) => {
        latest.current ??= stored;
      },
      (error: unknown) => console.warn('The previous result could not be loaded; the result will show without a comparison.', error),
    );
  }, [content.roleId]);

  const ports = useMemo(() => {
    const save = createResultSaver({
      insert: insertResult,
      randomId: () => crypto.randomUUID(),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      contentVersion,
    });
    return {
      async saveResult(submission: AssessmentSubmission) {
        if (!comparedWith.current.has(submission.result) && latest.current !== undefined)
          comparedWith.current.set(submission.result, latest.current);
        await save(submission);
        latest.current = storedFromRow(resultRow(submission, '', contentVersion), new Date().toISOString());
      },
      track: trackWithConsent(
        analyticsConsentFromCookie(() => document.cookie),
        enqueueOn(() => document),
      ),
    };
  }, [contentVersion]);

  return (
    <ErrorBoundary>
      <Assessment
        content={content}
        storage={storage}
        {...ports}
        resultExtras={(result) => (
          <>
            <ResultComparison result={result} previous={comparedWith.current.get(result)} />
            {children}
          </>
        )}
      />
    </ErrorBoundary>
  );
}
