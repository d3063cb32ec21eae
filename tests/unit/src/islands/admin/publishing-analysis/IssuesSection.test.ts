import { expect, it } from 'vitest';
import { issueRows } from '../../../../../../src/islands/admin/publishing-analysis/IssuesSection.tsx';

const issue = { id: 'i', slug: 's', subject: 'First', started_at: '2026-01-15T09:00:00+00:00', finished_at: null, skipped: 1 };

it('states the unsubscribes that followed an issue as a share of its recipients, and a dash with none', () => {
  expect(
    issueRows([
      { ...issue, recipients: 40, unsubscribed: 3 },
      { ...issue, recipients: 0, unsubscribed: 0 },
    ]),
  ).toEqual([
    { subject: 'First', sent: '2026-01-15', recipients: 40, skipped: 1, unsubscribed: 3, share: '7.5 %' },
    { subject: 'First', sent: '2026-01-15', recipients: 0, skipped: 1, unsubscribed: 0, share: '—' },
  ]);
});
