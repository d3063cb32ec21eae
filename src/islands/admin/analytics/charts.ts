type PlotModule = typeof import('@observablehq/plot');
/** Draws a chart for the width available (PlotChart). */
export type ChartDraw = (plot: PlotModule, width: number) => Element;

const accent = 'var(--color-accent)';
const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Horizontal bars, one per row: its name on the left, its count along; the largest first unless the rows' order is kept. */
export const barsChart =
  <Row>(
    rows: readonly Row[],
    bar: { name: keyof Row & string; count: keyof Row & string; label: string; keepOrder?: boolean; marginLeft: number; height: number },
  ): ChartDraw =>
  (plot, width) =>
    plot.plot({
      width,
      height: bar.height,
      marginLeft: bar.marginLeft,
      x: { grid: true, label: bar.label },
      y: { label: null, ...(bar.keepOrder ? { domain: rows.map((row) => row[bar.name]) } : {}) },
      marks: [
        plot.barX(rows, { x: bar.count, y: bar.name, fill: accent, ...(bar.keepOrder ? {} : { sort: { y: '-x' } }) }),
        plot.ruleX([0]),
      ],
    });

/** A figure of each day, as `label` names it. */
export interface DaySeries<Day> {
  label: string;
  value(day: Day): number;
}

/**
 * Figures per day: lines (one series in the accent colour, several with a legend) or bars stacked
 * by series. The series are named outright: with one day there are as many series as points, and
 * Plot, guessing them from the colour, would flag the chart with a warning glyph.
 */
export const daysChart =
  <Day extends { day: string }>(
    days: readonly Day[],
    series: readonly DaySeries<Day>[],
    look: { kind: 'lines' | 'stacked'; height: number; yLabel: string | null; marginLeft?: number },
  ): ChartDraw =>
  (plot, width) => {
    const points = days.flatMap((day) => series.map((one) => ({ date: dayDate(day.day), series: one.label, value: one.value(day) })));
    const several = series.length > 1;
    const colour = several ? 'series' : accent;
    return plot.plot({
      width,
      height: look.height,
      ...(look.marginLeft ? { marginLeft: look.marginLeft } : {}),
      x: { type: 'utc', label: null },
      y: { grid: true, label: look.yLabel, zero: true },
      ...(several ? { color: { legend: true, domain: series.map((one) => one.label) } } : {}),
      marks: [
        plot.ruleY([0]),
        look.kind === 'stacked'
          ? plot.rectY(points, { x: 'date', y: 'value', z: 'series', fill: colour, interval: 'day' })
          : plot.lineY(points, {
              x: 'date',
              y: 'value',
              z: 'series',
              stroke: colour,
              marker: several && days.length <= 31 ? 'circle' : null,
            }),
      ],
    });
  };
