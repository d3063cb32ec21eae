import type { Assessment } from '../../lib/assessments/contentSchema.ts';
import type { Answers } from '../../lib/assessments/scoring.ts';
import { useFocusOnMount } from './useFocusOnMount.ts';

interface ReviewListProps {
  assessment: Assessment;
  answers: Answers;
  focusOnMount: boolean;
  onChange(index: number): void;
  onBack(): void;
  onSubmit(): void;
}

/** Every answer before submitting, each with a Change button that opens that question. */
export function ReviewList({ assessment, answers, focusOnMount, onChange, onBack, onSubmit }: ReviewListProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  return (
    <section aria-labelledby="assessment-review-heading" className="space-y-4">
      <h2 id="assessment-review-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Check your answers
      </h2>
      <ol className="space-y-3">
        {assessment.questions.map((question, index) => {
          const chosen = question.options[answers[question.id] ?? -1];
          return (
            <li key={question.id} className="rounded-lg border border-line p-3">
              <p className="font-semibold">{question.prompt}</p>
              <p className="text-muted">{chosen ? chosen.label : 'Not answered yet'}</p>
              <button type="button" className="button mt-2" onClick={() => onChange(index)}>
                Change<span className="sr-only"> your answer to: {question.prompt}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button-primary" onClick={onSubmit}>
          Submit and see my result
        </button>
      </div>
    </section>
  );
}
