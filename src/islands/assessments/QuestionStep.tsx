import { useState, type FormEvent } from 'react';
import type { Question } from '../../lib/assessments/contentSchema.ts';
import { useFocusOnMount } from './useFocusOnMount.ts';

interface QuestionStepProps {
  question: Question;
  /** The options' content indices in the order shown; the DOM follows it, so arrow keys and screen readers do too. */
  order: readonly number[];
  /**
   * False until the attempt's seed is read from storage: the server draws the options in an order
   * of its own, and showing that would move them under the reader's finger once the island runs.
   * They keep their room, hidden, so nothing below them moves.
   */
  orderKnown: boolean;
  number: number;
  total: number;
  answer: number | undefined;
  /** True when the person came from the review, so Next goes back there. */
  returnToReview: boolean;
  focusOnMount: boolean;
  onChoose(option: number): void;
  onNext(): void;
  onBack(): void;
}

/**
 * One question as a native radio group: arrow keys move between options, Enter submits the form
 * (Next). Next without an answer explains what is missing instead of doing nothing.
 */
export function QuestionStep({
  question,
  order,
  orderKnown,
  number,
  total,
  answer,
  returnToReview,
  focusOnMount,
  onChoose,
  onNext,
  onBack,
}: QuestionStepProps) {
  const [missing, setMissing] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const hintId = `${question.id}-missing`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (answer === undefined) return setMissing(true);
    onNext();
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <fieldset className="space-y-3" aria-describedby={missing ? hintId : undefined}>
        <legend className="space-y-2">
          <h2 ref={headingRef} tabIndex={-1} className="text-sm font-semibold text-muted">
            Question {number} of {total}
          </h2>
          {question.situation && <p className="text-muted">{question.situation}</p>}
          <p className="text-lg font-semibold">{question.prompt}</p>
        </legend>
        {order.map((index) => (
          <label
            key={index}
            className={`flex gap-3 rounded-lg border border-line p-3 has-checked:border-accent has-checked:bg-accent-soft${orderKnown ? '' : ' invisible'}`}
          >
            <input
              type="radio"
              name={question.id}
              value={index}
              checked={answer === index}
              onChange={() => {
                setMissing(false);
                onChoose(index);
              }}
            />
            <span>{question.options[index]?.label}</span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p id={hintId} role="alert" className="font-semibold">
          Choose the answer closest to how you work today, then continue.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="button" onClick={onBack} disabled={number === 1}>
          Back
        </button>
        <button type="submit" className="button button-primary">
          {returnToReview ? 'Back to review' : number === total ? 'Review answers' : 'Next'}
        </button>
      </div>
    </form>
  );
}
