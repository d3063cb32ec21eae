import type { ReactNode } from 'react';
import { ResultView } from './ResultView.tsx';
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import { scoreAssessment } from '../../lib/assessments/scoring.ts';
import type { OwnResult } from '../../lib/assessments/results/ownResult.ts';
import { OthersComparison } from './OthersComparison.tsx';
import { ResultActions } from './ResultActions.tsx';
import { ShareResult } from './ShareResult.tsx';

interface StoredResultViewProps {
  content: AssessmentContent;
  stored: OwnResult;
  onStartAgain(): void;
  /** The role's occupations, rendered at build. */
  children?: ReactNode;
}

/**
 * A saved result at its own address. It is scored again from the saved answers with the same
 * scoring as when it was taken (option scores never change once published), so it reads as it
 * did that day, next steps included.
 */
export function StoredResultView({ content, stored, onStartAgain, children }: StoredResultViewProps) {
  const result = scoreAssessment(content.assessment, stored.answers);
  return (
    <ResultView
      content={content}
      result={result}
      completedAt={stored.completed_at}
      onRestart={onStartAgain}
      status={
        <ResultActions>
          <ShareResult clientResultId={stored.client_result_id} resultId={stored.id} />
        </ResultActions>
      }
    >
      <OthersComparison roleId={content.roleId} score={result.overall} />
      {children}
    </ResultView>
  );
}
