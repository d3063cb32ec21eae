import type { NextStep } from '../../lib/assessments/scoring.ts';
import { ResultSection } from './ResultSection.tsx';

interface NextStepsProps {
  steps: readonly NextStep[];
  /** Where "Book a call" goes: the scheduling page (another site) or the contact form. */
  bookCall: { href: string; external: boolean };
}

/** The three most useful next steps, weakest dimension first, and an offer to talk them through. */
export function NextSteps({ steps, bookCall }: NextStepsProps) {
  const { href, external } = bookCall;
  return (
    <ResultSection id="assessment-next-steps" title="Your next three steps" className="space-y-3">
      <ol className="list-decimal space-y-3 pl-6">
        {steps.map((step) => (
          <li key={`${step.dimensionId}-${step.title}`}>
            <p className="font-semibold">{step.title}</p>
            <p>{step.detail}</p>
            <p className="text-sm text-muted">For {step.dimensionName}</p>
          </li>
        ))}
      </ol>
      <div className="result-book-call">
        <p>Want a second pair of eyes on these steps? A free thirty-minute call turns this result into a plan for you or your team.</p>
        <a className="button button-primary" href={href} {...(external ? { target: '_blank', rel: 'noopener' } : {})}>
          Book a call{external && <span className="sr-only-text"> (opens in a new tab)</span>}
        </a>
      </div>
    </ResultSection>
  );
}
