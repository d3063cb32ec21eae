import { useCallback } from 'react';
import { PlotChart } from '../analytics/PlotChart.tsx';
import { chartPoints, type ScoredRun } from './evaluationFigures.ts';

/** hit@3, MRR and pass rate of every run of a dataset over time (all questions); the runs table has the same figures. */
export function RunsChart({ runs, name }: { runs: readonly ScoredRun[]; name: string }) {
  const draw = useCallback(
    (plot: typeof import('@observablehq/plot'), width: number) => {
      const points = chartPoints(runs);
      return plot.plot({
        width,
        height: 220,
        y: { domain: [0, 1], grid: true, label: 'score' },
        x: { label: null },
        color: { legend: true },
        marks: [plot.lineY(points, { x: 'at', y: 'value', stroke: 'measure', marker: 'circle' }), plot.ruleY([0])],
      });
    },
    [runs],
  );
  return <PlotChart label={`hit@3, MRR and pass rate of the runs of ${name} over time, all questions`} draw={draw} />;
}
