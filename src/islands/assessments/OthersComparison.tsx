import { useEffect, useState } from 'react';
import { describeFigures, othersComparison, type OthersFigures } from '../../lib/assessments/results/othersComparison.ts';
import { ResultSection } from './ResultSection.tsx';

interface OthersComparisonProps {
  roleId: string;
  score: number;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; figures: OthersFigures | null };

/** The score among everyone else's for this role, from the server, once ten people have one. */
export function OthersComparison({ roleId, score }: OthersComparisonProps) {
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    othersComparison(roleId, score).then(
      (figures) => setState({ kind: 'loaded', figures }),
      (error: unknown) => {
        console.warn(error);
        setState({ kind: 'failed' });
      },
    );
  }, [roleId, score]);

  if (state.kind === 'loading') return null;
  return (
    <ResultSection id="result-others-title" title="Compared with everyone else" className="result-others">
      <p>
        {state.kind === 'failed'
          ? 'The comparison with others could not be loaded just now; your result is not affected.'
          : state.figures
            ? describeFigures(state.figures, score)
            : 'The comparison appears once at least ten people have a result for this assessment, so that no one can be singled out.'}
      </p>
    </ResultSection>
  );
}
