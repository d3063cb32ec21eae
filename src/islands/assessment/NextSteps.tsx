import type { NextStep } from '../../lib/assessments/scoring.ts';

interface NextStepsProps {
  steps: readonly NextStep[];
}

/** The three most useful next steps, weakest dimension first. */
export function NextSteps({ steps }: NextStepsProps) {
  return (
    <section aria-labelledby="assessment-next-steps" className="space-y-3">
      <h3 id="assessment-next-steps" className="text-lg font-semibold">
        Your next three steps
      </h3>
      <ol className="list-decimal space-y-3 pl-6">
        {steps.map((step) => (
          <li key={`${step.dimensionId}-${step.title}`}>
            <p className="font-semibold">{step.title}</p>
            <p>{step.detail}</p>
            <p className="text-sm text-muted">For {step.dimensionName}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
