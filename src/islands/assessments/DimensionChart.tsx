import type { DimensionScore } from '../../lib/assessments/scoring.ts';
import { ColumnHeads } from './ColumnHeads.tsx';

interface DimensionChartProps {
  dimensions: readonly DimensionScore[];
}

/**
 * A bar chart that is also a table: screen readers read the names and scores as rows, and the
 * bars are drawing only.
 */
export function DimensionChart({ dimensions }: DimensionChartProps) {
  return (
    <table className="w-full text-left">
      <caption className="mb-2 text-left font-semibold">Your score in each dimension, out of 100</caption>
      <ColumnHeads names={['Dimension', 'Score', 'Bar']} className="sr-only" />
      <tbody>
        {dimensions.map((dimension) => (
          <tr key={dimension.id}>
            <th scope="row" className="py-1 pr-3 font-normal">
              {dimension.name}
            </th>
            <td className="w-12 py-1 pr-3 text-right font-semibold">{dimension.score}</td>
            <td className="w-1/2 py-1">
              <svg viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false" className="h-3 w-full">
                <rect width="100" height="8" rx="2" className="fill-accent-soft" />
                <rect width={dimension.score} height="8" rx="2" className="fill-accent" />
              </svg>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
