import type { RoutePath } from '../../lib/routes/paths.ts';
import { ResultSection } from './ResultSection.tsx';

interface ResultLinksProps {
  kit: RoutePath;
  advisory: RoutePath;
}

/** Where to go from a result: the free kit to act on it, or advisory for a team. */
export function ResultLinks({ kit, advisory }: ResultLinksProps) {
  return (
    <ResultSection id="assessment-where-next" title="Where to go from here" className="space-y-2 no-print">
      <p>
        Put the steps into practice with the free AI Confidence Kit, or talk to us about advisory if you want help for your team or
        organisation.
      </p>
      <div className="flex flex-wrap gap-3">
        <a className="button button-primary" href={kit}>
          Open the AI Confidence Kit
        </a>
        <a className="button" href={advisory}>
          Explore advisory
        </a>
      </div>
    </ResultSection>
  );
}
