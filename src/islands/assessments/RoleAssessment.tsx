import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Assessment } from './Assessment.tsx';
import type { AssessmentSubmission } from '../../lib/assessments/submission.ts';
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import { randomSeed } from '../../lib/assessments/optionOrder.ts';
import { createProgressStore } from '../../lib/assessments/progress.ts';
import type { AssessmentResult } from '../../lib/assessments/scoring.ts';
import { insertResult, previousResult } from '../../lib/assessments/results/resultQueries.ts';
import { recordAppUsage, recordEvent } from '../../lib/analytics/recordUse.ts';
import { resultHref } from '../../lib/assessments/results/resultAddress.ts';
import { resultRow, storedFromRow } from '../../lib/assessments/results/resultRow.ts';
import { createResultSaver } from '../../lib/assessments/results/saveResult.ts';
import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { LatestResultOffer } from './LatestResultOffer.tsx';
import { OthersComparison } from './OthersComparison.tsx';
import { ResultActions } from './ResultActions.tsx';
import { ResultComparison } from './ResultComparison.tsx';
import { ShareResult } from './ShareResult.tsx';
import { ResultNotFound, StoredResultView } from './StoredResultView.tsx';
import { localProgressStorage } from './localProgressStorage.ts';
import { useAddressedResult } from './useAddressedResult.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

interface RoleAssessmentProps {
  content: AssessmentContent;
  contentVersion: string;
  /** The role's occupations and exposure, rendered at build and shown with the result. */
  children?: ReactNode;
}

/**
 * The island of a role page: the assessment wired to the browser. Progress is kept in
 * localStorage, results are saved through REST exactly once and then carry their own address
 * (`?result=<id>`), completion is tracked only with consent, a retake is compared with the result
 * saved before it, and a returning person is offered their latest result or a fresh start.
 */
export function RoleAssessment({ content, contentVersion, children }: RoleAssessmentProps) {
  const storage = useMemo(localProgressStorage, []);
  const address = useAddressedResult(content.roleId);
  // undefined until the backend answers; then the latest saved result, or null for none.
  const latest = useRef<StoredResult | null | undefined>(undefined);
  const comparedWith = useRef(new WeakMap<AssessmentResult, StoredResult | null>());
  const [offer, setOffer] = useState<StoredResult | null>(null);
  const [savedIds] = useState(() => new WeakMap<AssessmentResult, string>());
  const [, setSavedCount] = useState(0);

  useEffect(() => {
    previousResult(content.roleId).then(
      (stored) => {
        latest.current ??= stored;
        const inProgress =
          storage && Object.keys(createProgressStore(storage, content.roleId, content.assessment, randomSeed).load().answers).length > 0;
        if (stored && !inProgress) setOffer(stored);
      },
      (error: unknown) => console.warn('The previous result could not be loaded; the result will show without a comparison.', error),
    );
  }, [content.roleId, content.assessment, storage]);

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
        const clientResultId = await save(submission);
        latest.current = storedFromRow(resultRow(submission, clientResultId, contentVersion), new Date().toISOString());
        savedIds.set(submission.result, clientResultId);
        setSavedCount((count) => count + 1);
        history.replaceState(history.state, '', resultHref(location.pathname, clientResultId));
      },
      track(name: 'assessment_complete', data: { role: string; score: number; level: string }) {
        recordEvent(name, data);
        recordAppUsage('assessments', 'completed', { role: data.role, level: data.level });
      },
    };
  }, [contentVersion, savedIds]);

  const startAgain = () => {
    history.replaceState(history.state, '', location.pathname);
    setOffer(null);
    address.leave();
  };

  const rolePath = typeof location === 'undefined' ? '' : location.pathname;
  let body: ReactNode;
  if (address.state.kind === 'loading') body = <p role="status">Loading your result…</p>;
  else if (address.state.kind === 'failed') body = <p role="alert">{address.state.message} Reload the page to try again.</p>;
  else if (address.state.kind === 'missing') body = <ResultNotFound rolePath={rolePath} />;
  else if (address.state.kind === 'found')
    body = (
      <StoredResultView content={content} stored={address.state.result} onStartAgain={startAgain}>
        {children}
      </StoredResultView>
    );
  else if (offer) body = <LatestResultOffer latest={offer} rolePath={rolePath} onStartAgain={startAgain} />;
  else
    body = (
      <Assessment
        content={content}
        storage={storage}
        {...ports}
        intro={<p className="assessment-intro">{content.assessment.intro}</p>}
        onRestart={startAgain}
        resultActions={(result) => {
          const clientResultId = savedIds.get(result);
          return <ResultActions>{clientResultId && <ShareResult clientResultId={clientResultId} />}</ResultActions>;
        }}
        resultExtras={(result) => (
          <>
            <ResultComparison result={result} previous={comparedWith.current.get(result)} />
            <OthersComparison roleId={content.roleId} score={result.overall} />
            {children}
          </>
        )}
      />
    );
  return <ErrorBoundary>{body}</ErrorBoundary>;
}
