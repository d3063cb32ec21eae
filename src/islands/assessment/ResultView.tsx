import type { ReactNode } from 'react';
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import type { AssessmentResult } from '../../lib/assessments/scoring.ts';
import { DimensionChart } from './DimensionChart.tsx';
import { FrameworkCitations } from './FrameworkCitations.tsx';
import { NextSteps } from './NextSteps.tsx';
import { ResultLinks } from './ResultLinks.tsx';
import { SaveStatus, type SaveState } from './SaveStatus.tsx';
import { useFocusOnMount } from './useFocusOnMount.ts';

interface ResultViewProps {
  content: AssessmentContent;
  result: AssessmentResult;
  save: SaveState;
  onRetrySave(): void;
  onRestart(): void;
  /** Shown after the dimension chart. */
  children?: ReactNode;
}

/** The result: overall score and level, each dimension, three next steps, links and sources. */
export function ResultView({ content, result, save, onRetrySave, onRestart, children }: ResultViewProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  return (
    <section aria-labelledby="assessment-result-heading" className="space-y-8">
      <div className="space-y-2">
        <h2 id="assessment-result-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
          Your result: {result.overall} out of 100, {result.level.name}
        </h2>
        <p>{result.level.summary}</p>
        <p className="text-sm text-muted">
          Levels: {content.assessment.levels.map((level) => `${level.name} ${level.min}–${level.max}`).join(', ')}.
        </p>
        <SaveStatus state={save} onRetry={onRetrySave} />
      </div>
      <DimensionChart dimensions={result.dimensions} />
      {children}
      <NextSteps steps={result.nextSteps} />
      <ResultLinks kit={content.links.kit} advisory={content.links.advisory} />
      <FrameworkCitations frameworks={content.frameworks} />
      <button type="button" className="button" onClick={onRestart}>
        Take the assessment again
      </button>
    </section>
  );
}
