import type { ReactNode } from 'react';
import { FoldedValue } from './FoldedValue.tsx';
import { durationLabel, tokensLabel } from './runFigures.ts';
import { stepKindLabels, stepStatusLabels } from './runLabels.ts';
import type { Step } from './runShapes.ts';
import type { TimelineEntry } from './runTimeline.ts';

/** What a step is and how it went, in one line: its kind, tool, time, tokens and attempt. */
function stepFacts(step: Step): string {
  return [
    stepKindLabels[step.kind],
    step.tool_name,
    step.duration_ms === null ? null : durationLabel(step.duration_ms),
    tokensLabel(step) && `${tokensLabel(step)} tokens`,
    step.attempt > 1 ? `attempt ${step.attempt}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** One attempt of a step: how it went, what it was called with, what came back, and its error. */
function StepBody({ step, showInput = true }: { step: Step; showInput?: boolean }) {
  return (
    <>
      <p className="admin-muted">{stepFacts(step)}</p>
      {step.error && <p className="run-error">{step.error}</p>}
      {showInput && <FoldedValue title="Called with" value={step.input} />}
      <FoldedValue title="Came back" value={step.output} />
    </>
  );
}

/**
 * A place in a run's timeline: the latest attempt of its step, what the owner may do with it (an
 * approval, a retry, the agent it handed work to), and the attempts a retry replaced, folded.
 */
export function StepItem({ entry, children }: { entry: TimelineEntry; children?: ReactNode }) {
  const { step, earlier } = entry;
  const waiting = step.kind === 'approval' && step.status === 'waiting';
  return (
    <li className="run-step" data-status={step.status}>
      <p className="run-step-head">
        <span className="run-step-number">{step.ordinal + 1}.</span> <strong>{step.label || stepKindLabels[step.kind]}</strong>{' '}
        <span className="run-badge" data-status={step.status}>
          {stepStatusLabels[step.status]}
        </span>
      </p>
      {/* A waiting approval shows its input in the card that decides it. */}
      <StepBody step={step} showInput={!waiting} />
      {children}
      {earlier.length > 0 && (
        <details className="run-fold">
          <summary>
            {earlier.length} earlier {earlier.length === 1 ? 'attempt' : 'attempts'}
          </summary>
          <ol className="run-attempts">
            {earlier.map((attempt) => (
              <li key={attempt.id}>
                <p>
                  Attempt {attempt.attempt}: {stepStatusLabels[attempt.status]}
                </p>
                <StepBody step={attempt} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}
