import type { Framework } from '../../lib/assessments/contentSchema.ts';

interface FrameworkCitationsProps {
  frameworks: readonly Framework[];
}

/** The published frameworks this assessment adapts, so a reader can check where it comes from. */
export function FrameworkCitations({ frameworks }: FrameworkCitationsProps) {
  return (
    <section aria-labelledby="assessment-frameworks" className="space-y-2 no-print">
      <h3 id="assessment-frameworks" className="text-lg font-semibold">
        What this assessment is built on
      </h3>
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
    </section>
  );
}
