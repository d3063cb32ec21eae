import type { AssessmentResult } from '../../lib/assessments/scoring.ts';
import { compareWithPrevious, describeChange } from '../../lib/assessments/results/compare.ts';
import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { formatDate } from '../../lib/assessments/results/formatDate.ts';
import { ColumnHeads } from './ColumnHeads.tsx';
import { ResultSection } from './ResultSection.tsx';

interface ResultComparisonProps {
  result: AssessmentResult;
  /** The result saved before this one; null for a first result, undefined while unknown. */
  previous: StoredResult | null | undefined;
}

/** A retake set against the previous result of the same role, dimension by dimension. */
export function ResultComparison({ result, previous }: ResultComparisonProps) {
  if (previous === undefined) return null;
  if (previous === null) {
    return (
      <p className="result-first">This is your first saved result for this assessment. Take it again in a few weeks to see what changed.</p>
    );
  }
  const comparison = compareWithPrevious(result, previous);
  return (
    <ResultSection id="result-comparison-title" title="Since your last result" className="result-comparison">
      <table className="results-table">
        <caption>Compared with your result of {formatDate(comparison.previousAt)}, in points out of 100</caption>
        <ColumnHeads names={['Dimension', 'Before', 'Now', 'Change']} />
        <tbody>
          <tr>
            <th scope="row">Overall</th>
            <td>{comparison.overall.previous}</td>
            <td>{comparison.overall.score}</td>
            <td>{describeChange(comparison.overall.score, comparison.overall.previous)}</td>
          </tr>
          {comparison.dimensions.map((dimension) => (
            <tr key={dimension.id}>
              <th scope="row">{dimension.name}</th>
              <td>{dimension.previous ?? 'not asked'}</td>
              <td>{dimension.score}</td>
              <td>{dimension.previous === undefined ? 'new' : describeChange(dimension.score, dimension.previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ResultSection>
  );
}
