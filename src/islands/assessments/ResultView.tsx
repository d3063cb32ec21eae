import type { ReactNode } from 'react';
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import type { AssessmentResult } from '../../lib/assessments/scoring.ts';
import { formatDate } from '../../lib/assessments/results/formatDate.ts';
import { DimensionChart } from './DimensionChart.tsx';
import { FrameworkCitations } from './FrameworkCitations.tsx';
import { NextSteps } from './NextSteps.tsx';
import { ResultLinks } from './ResultLinks.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';

interface ResultViewProps {
  content: AssessmentContent;
  result: AssessmentResult;
  /** When the result was saved; a fresh result shows none. */
  completedAt?: string;
  /** Under the score: whether it was saved, and what can be done with it (print, share). */
  status?: ReactNode;
  onRestart(): void;
  /** Shown after the dimension chart: comparisons and the role's occupations. */
  children?: ReactNode;
}

/** The result: the score and level first, then each dimension, comparisons, next steps and sources. */
export function ResultView({ content, result, completedAt, status, onRestart, children }: ResultViewProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  return (
    <section aria-labelledby="assessment-result-heading" className="assessment-result space-y-8">
      <div className="result-moment">
        <p className="result-kicker">
          Your {content.roleName} result{completedAt && <>, {formatDate(completedAt)}</>}
        </p>
        <h2 id="assessment-result-heading" ref={headingRef} tabIndex={-1} className="result-heading">
          <span className="result-score">{result.overall}</span>
          <span className="result-out-of"> out of 100: </span>
          <span className="result-level">{result.level.name}</span>
        </h2>
        <p className="result-meaning">{result.level.summary}</p>
        <p className="result-bands">
          Levels: {content.assessment.levels.map((level) => `${level.name} ${level.min}–${level.max}`).join(', ')}.
        </p>
      </div>
      {status}
      <DimensionChart dimensions={result.dimensions} />
      {children}
      <NextSteps steps={result.nextSteps} bookCall={content.bookCall} />
      <ResultLinks kit={content.links.kit} advisory={content.links.advisory} />
      <FrameworkCitations frameworks={content.frameworks} />
      <button type="button" className="button no-print" onClick={onRestart}>
        Start again
      </button>
    </section>
  );
}
