import type { Column } from '../analytics/tableView.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import type { IssueFigures } from './analysisFigures.ts';

interface IssueRow {
  subject: string;
  sent: string;
  recipients: number;
  skipped: number;
  unsubscribed: number;
  share: string;
}

const columns: readonly Column<IssueRow>[] = [
  { key: 'subject', label: 'Issue' },
  { key: 'sent', label: 'Sent on' },
  { key: 'recipients', label: 'Recipients', numeric: true },
  { key: 'skipped', label: 'Skipped', numeric: true },
  { key: 'unsubscribed', label: 'Unsubscribed after it', numeric: true },
  { key: 'share', label: 'Of recipients', numeric: true },
];

export const issueRows = (issues: readonly IssueFigures[]): IssueRow[] =>
  issues.map((issue) => ({
    subject: issue.subject,
    sent: issue.started_at.slice(0, 10),
    recipients: issue.recipients,
    skipped: issue.skipped,
    unsubscribed: issue.unsubscribed,
    share: issue.recipients === 0 ? '—' : `${((100 * issue.unsubscribed) / issue.recipients).toFixed(1)} %`,
  }));

export function IssuesSection({ issues, file }: { issues: readonly IssueFigures[]; file: string }) {
  return (
    <section className="card" aria-label="Newsletter issues">
      <h2 className="section-title">Newsletter issues</h2>
      <p className="admin-muted">Unsubscribed after it: recipients who left after this issue went out and before the next one did.</p>
      {issues.length === 0 ? (
        <p className="admin-muted">
          No issue went out in this range. Write one in the editor (/publishing?new=issue), test it, then send it.
        </p>
      ) : (
        <FigureTable title="Recipients per issue" columns={columns} rows={issueRows(issues)} file={file} sortKey="sent" empty="None." />
      )}
    </section>
  );
}
