import type { Column } from '../analytics/tableView.ts';
import { FigureTable } from '../analytics/FigureTable.tsx';
import type { LeadPopupFigures } from './hubFigures.ts';

const columns: readonly Column<LeadPopupFigures>[] = [
  { key: 'kind', label: 'Popup' },
  { key: 'shown', label: 'Shown', numeric: true },
  { key: 'sessions', label: 'Visitors', numeric: true },
  { key: 'viewed_page', label: 'Then viewed a page', numeric: true },
  { key: 'assessment_complete', label: 'Then completed an assessment', numeric: true },
  { key: 'newsletter_subscribe', label: 'Then subscribed', numeric: true },
];

/** Lead popups shown by kind, and how many were followed within 30 minutes by each step. */
export function LeadPopupSection({ rows, file }: { rows: LeadPopupFigures[]; file: string }) {
  return (
    <section className="card" aria-label="Lead popups">
      <h2 className="section-title">Lead popups</h2>
      <p className="admin-muted">
        “Then” counts the popups after which the same visitor did that within 30 minutes (readers who accepted analytics).
      </p>
      <FigureTable
        title="Lead popups by kind"
        columns={columns}
        rows={rows}
        file={file}
        sortKey="shown"
        empty="No lead popup was shown in this range."
      />
    </section>
  );
}
