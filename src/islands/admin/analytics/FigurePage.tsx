import { type ReactNode, useCallback } from 'react';
import type { DayRange } from '../../../lib/ownerDays.ts';
import { ToolData } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { FigureReports } from './FigureReports.tsx';
import { RangePicker } from './RangePicker.tsx';
import type { FigureReport } from './ReportParts.tsx';
import { useDayRange } from './useDayRange.ts';

/** A figure page's configuration: what it loads, its reports, and what its figures count. */
export interface FigurePageConfig<Data> {
  load(range: DayRange, timeZone: string): Promise<Data>;
  reports: readonly FigureReport<Data>[];
  /** Drawn above the reports (the range's headline figures). */
  head?(data: Data, range: DayRange): ReactNode;
  /** With `empty`, what the page says instead of its reports when the range has nothing. */
  isEmpty?(data: Data): boolean;
  empty?(range: DayRange): ReactNode;
  /** What the figures count, under them. */
  footer(timeZone: string): ReactNode;
}

/** A page of figures for a range of the owner's days: the range (in the address), then its reports, each exported by its name and range. */
export function FigurePage<Data>({ timeZone, page }: { timeZone: string; page: FigurePageConfig<Data> }) {
  const { load, reports, head, isEmpty, empty, footer } = page;
  const { choice, range, choose } = useDayRange(timeZone);
  const read = useCallback(() => load(range, timeZone), [load, range, timeZone]);
  const data = useToolData(read);
  const file = (what: string) => `${what}-${range.from}-to-${range.to}`;
  return (
    <div className="admin-stack">
      <RangePicker choice={choice} range={range} timeZone={timeZone} onChange={choose} />
      <ToolData data={data} what="the figures" isEmpty={isEmpty} empty={empty?.(range)}>
        {(figures) => (
          <>
            {head?.(figures, range)}
            <FigureReports reports={reports} data={figures} file={file} />
          </>
        )}
      </ToolData>
      {footer(timeZone)}
    </div>
  );
}
