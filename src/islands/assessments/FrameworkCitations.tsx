import type { Framework } from '../../lib/assessments/contentSchema.ts';
import { ResultSection } from './ResultSection.tsx';

interface FrameworkCitationsProps {
  frameworks: readonly Framework[];
}

/** The published frameworks this assessment adapts, so a reader can check where it comes from. */
export function FrameworkCitations({ frameworks }: FrameworkCitationsProps) {
  return (
    <ResultSection id="assessment-frameworks" title="What this assessment is built on" className="space-y-2 no-print">
      <ul className="space-y-2">
        {frameworks.map((framework) => (
          <li key={framework.id}>
            <a href={framework.url} rel="noopener noreferrer external">
              <cite>{framework.title}</cite>
            </a>
            , {framework.publisher}, {framework.year}.<span className="block text-sm text-muted">{framework.informs}</span>
          </li>
        ))}
      </ul>
    </ResultSection>
  );
}
