import type { AssessmentResult } from '../../lib/assessments/scoring.ts';
import { compareWithPrevious, describeChange } from '../../lib/assessments/results/compare.ts';
import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { formatDate } from '../../lib/assessments/results/formatDate.ts';

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
    <section aria-labelledby="result-comparison-title" className="result-comparison">
      <h3 id="result-comparison-title" className="text-lg font-semibold">
        Since your last result
      </h3>
      <table className="results-table">
        <caption>Compared with your result of {formatDate(comparison.previousAt)}, in points out of 100</caption>
        <thead>
          <tr>
            <th scope="col">Dimension</th>
            <th scope="col">Before</th>
            <th scope="col">Now</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
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
    </section>
  );
}
