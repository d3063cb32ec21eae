import { downloadFile } from '../kit/downloadFile.ts';
import type { RangeFigures } from './workstationFigures.ts';

const percent = (rate: number | null) => (rate === null ? 'no choices yet' : `${Math.round(rate * 100)} %`);

const rows: readonly (readonly [string, (figures: RangeFigures) => string])[] = [
  ['Visitors', (figures) => String(figures.visitors)],
  ['Page views', (figures) => String(figures.pageViews)],
  ['New confirmed subscribers', (figures) => String(figures.confirmedSubscribers)],
  ['Unanswered messages', (figures) => String(figures.unansweredMessages)],
  ['Completed assessments', (figures) => String(figures.completedAssessments)],
  ['Consent accept rate', (figures) => percent(figures.consentAcceptRate)],
];

function csv(today: RangeFigures, week: RangeFigures): string {
  const header = `figure,today (${today.range.from}),last 7 days (${week.range.from} to ${week.range.to})`;
  return [header, ...rows.map(([label, value]) => `${label},${value(today)},${value(week)}`)].join('\n');
}

/** Today and the last seven days side by side, with what each figure counts. */
export function KpiTable({ today, week, timeZone }: { today: RangeFigures; week: RangeFigures; timeZone: string }) {
  return (
    <section className="card" aria-labelledby="workstation-figures-title">
      <h2 id="workstation-figures-title">Today and the last 7 days</h2>
      <div className="workstation-table-wrap">
        <table className="workstation-figures">
          <thead>
            <tr>
              <th scope="col">Figure</th>
              <th scope="col">Today</th>
              <th scope="col">Last 7 days</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value(today)}</td>
                <td>{value(week)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="admin-muted">
        Days are the owner's, in {timeZone}: today is {today.range.to}, the week {week.range.from} to {week.range.to}. A visitor is a
        session cookie (kept 180 days); page views are the consented first-party page views, counted as on{' '}
        <a href="/analytics">Site analytics</a>. Unanswered messages arrived in the range and are not yet answered; the accept rate is the
        share of consent choices that accepted everything ({week.consentChoices} {week.consentChoices === 1 ? 'choice' : 'choices'} this
        week).
      </p>
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          onClick={() => downloadFile(csv(today, week), `workstation-${today.range.to}.csv`, 'text/csv;charset=utf-8')}
        >
          Download CSV
        </button>
      </div>
    </section>
  );
}
