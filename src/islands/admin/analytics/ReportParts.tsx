import type { ReactNode } from 'react';
import type { ChartDraw } from './charts.ts';
import { FigureTable, type FigureTableProps } from './FigureTable.tsx';
import { PlotChart } from './PlotChart.tsx';

/** A chart or a table of a report, drawn with the file names of the range shown. */
export interface ReportPart {
  key: string;
  draw(file: (what: string) => string): ReactNode;
}

/**
 * One report of a figure page: a titled section, an optional note, and its charts and tables; when
 * `nothing` has a reason, that reason is said instead of the figures (what to do to get some).
 */
export interface FigureReport<Data> {
  title: string;
  note?(data: Data): ReactNode;
  nothing?(data: Data): string | null;
  parts(data: Data): readonly ReportPart[];
}

/** A report's "nothing yet" line: `message` while what `count` reads of the data is zero. */
export const nothingWhenNone =
  <Data,>(count: (data: Data) => number, message: string) =>
  (data: Data): string | null =>
    count(data) === 0 ? message : null;

export const tablePart = <Row,>(table: FigureTableProps<Row>): ReportPart => ({
  key: table.caption,
  draw: (file) => <FigureTable {...table} file={file(table.file)} />,
});

/** A chart, said in words by its label (the tables carry the same figures for everyone). */
export const chartPart = (label: string, draw: ChartDraw): ReportPart => ({
  key: `chart: ${label}`,
  draw: () => <PlotChart label={label} draw={draw} />,
});
