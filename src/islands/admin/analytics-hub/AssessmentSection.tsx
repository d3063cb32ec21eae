import { useCallback } from 'react';
import type { Column } from '../analytics/tableView.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import { PlotChart } from '../analytics/PlotChart.tsx';
import type { DimensionFigures, HubFigures, LevelFigures, RoleFigures } from './hubFigures.ts';

const roleColumns: readonly Column<RoleFigures>[] = [
  { key: 'role', label: 'Role' },
  { key: 'results', label: 'Results', numeric: true },
  { key: 'average_score', label: 'Average score', numeric: true },
];
const levelColumns: readonly Column<LevelFigures>[] = [
  { key: 'level', label: 'Level' },
  { key: 'results', label: 'Results', numeric: true },
];
const dimensionColumns: readonly Column<DimensionFigures>[] = [
  { key: 'role', label: 'Role' },
  { key: 'dimension', label: 'Dimension' },
  { key: 'results', label: 'Results', numeric: true },
  { key: 'average', label: 'Average', numeric: true },
];

/** Assessments completed in the range: by role, by level, and the average of each dimension. */
export function AssessmentSection({ assessments, file }: { assessments: HubFigures['assessments']; file: (what: string) => string }) {
  const draw = useCallback(
    (plot: typeof import('@observablehq/plot'), width: number) =>
      plot.plot({
        width,
        height: 200,
        marginLeft: 120,
        x: { grid: true, label: 'Results' },
        y: { label: null },
        marks: [
          plot.barX(assessments.levels, { x: 'results', y: 'level', sort: { y: '-x' }, fill: 'var(--color-accent)' }),
          plot.ruleX([0]),
        ],
      }),
    [assessments.levels],
  );
  const total = assessments.roles.reduce((sum, role) => sum + role.results, 0);
  return (
    <section className="card" aria-label="Assessments">
      <h2 className="section-title">Assessments</h2>
      {total === 0 ? (
        <p className="admin-muted">
          No assessment was completed in this range. Signed-in readers save their results from the role assessments.
        </p>
      ) : (
        <>
          <FigureTable
            title="Results by role"
            columns={roleColumns}
            rows={assessments.roles}
            file={file('assessment-roles')}
            sortKey="results"
            empty="None."
          />
          <PlotChart
            label={`Results by level: ${assessments.levels.map((level) => `${level.level} ${level.results}`).join(', ')}.`}
            draw={draw}
          />
          <FigureTable
            title="Results by level"
            columns={levelColumns}
            rows={assessments.levels}
            file={file('assessment-levels')}
            sortKey="results"
            empty="None."
          />
          <FigureTable
            title="Average score per dimension"
            columns={dimensionColumns}
            rows={assessments.dimensions}
            file={file('assessment-dimensions')}
            sortKey="results"
            empty="None."
          />
        </>
      )}
    </section>
  );
}
