import { Fragment, useMemo } from 'react';
import { ToolSection } from '../kit/ToolSection.tsx';
import type { FigureReport } from './ReportParts.tsx';

/** The reports of a figure page, one section each, fed by their configuration (Plausible's report list is the model). */
export function FigureReports<Data>({
  reports,
  data,
  file,
}: {
  reports: readonly FigureReport<Data>[];
  data: Data;
  file(what: string): string;
}) {
  // The parts are made once per answer, so a chart is not drawn again while a table is filtered.
  const drawn = useMemo(
    () => reports.map((report) => ({ report, nothing: report.nothing?.(data) ?? null, parts: report.parts(data) })),
    [reports, data],
  );
  return drawn.map(({ report, nothing, parts }) => (
    <ToolSection key={report.title} title={report.title}>
      {report.note?.(data)}
      {nothing ? (
        <p className="admin-muted" data-empty="">
          {nothing}
        </p>
      ) : (
        parts.map((part) => <Fragment key={part.key}>{part.draw(file)}</Fragment>)
      )}
    </ToolSection>
  ));
}
