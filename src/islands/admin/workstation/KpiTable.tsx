import { DataTable } from '../kit/DataTable.tsx';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { clientTable, type Column, tableCsv } from '../kit/tableRows.ts';
import type { CsvValue } from '../kit/csvText.ts';
import type { RangeFigures } from './workstationFigures.ts';

const percent = (rate: number | null) => (rate === null ? 'no choices yet' : `${Math.round(rate * 100)} %`);

interface Kpi {
  label: string;
  value(figures: RangeFigures): CsvValue;
}

const kpis: readonly Kpi[] = [
  { label: 'Visitors', value: (figures) => figures.visitors },
  { label: 'Page views', value: (figures) => figures.pageViews },
  { label: 'New confirmed subscribers', value: (figures) => figures.confirmedSubscribers },
  { label: 'Unanswered messages', value: (figures) => figures.unansweredMessages },
  { label: 'Completed assessments', value: (figures) => figures.completedAssessments },
  { label: 'Consent accept rate', value: (figures) => percent(figures.consentAcceptRate) },
];

/** A figure per row, today's and the week's side by side; the export names the days in its headings. */
const kpiColumns = (today: RangeFigures, week: RangeFigures): Column<Kpi>[] => [
  { key: 'figure', label: 'Figure', value: (kpi) => kpi.label, rowHeader: true },
  { key: 'today', label: 'Today', value: (kpi) => kpi.value(today), csv: false },
  { key: 'week', label: 'Last 7 days', value: (kpi) => kpi.value(week), csv: false },
];
const csvColumns = (today: RangeFigures, week: RangeFigures): Column<Kpi>[] => [
  { key: 'figure', label: 'figure', value: (kpi) => kpi.label },
  { key: 'today', label: `today (${today.range.from})`, value: (kpi) => kpi.value(today) },
  { key: 'week', label: `last 7 days (${week.range.from} to ${week.range.to})`, value: (kpi) => kpi.value(week) },
];

/** Today and the last seven days side by side, with what each figure counts. */
export function KpiTable({ today, week, timeZone }: { today: RangeFigures; week: RangeFigures; timeZone: string }) {
  const columns = kpiColumns(today, week);
  return (
    <>
      <DataTable columns={columns} table={clientTable(kpis, { columns })} rowKey={(kpi) => kpi.label} empty={null} />
      <p className="admin-muted">
        Days are the owner's, in {timeZone}: today is {today.range.to}, the week {week.range.from} to {week.range.to}. A visitor is a
        session cookie (kept 180 days); page views are the consented first-party page views, counted as on{' '}
        <a href="/analytics">Site analytics</a>. Unanswered messages arrived in the range and are not yet answered; the accept rate is the
        share of consent choices that accepted everything ({week.consentChoices} {week.consentChoices === 1 ? 'choice' : 'choices'} this
        week).
      </p>
      <div className="admin-actions">
        <ExportCsvButton
          filename={`workstation-${today.range.to}.csv`}
          csv={() => tableCsv(csvColumns(today, week), kpis)}
          disabled={false}
        />
      </div>
    </>
  );
}
