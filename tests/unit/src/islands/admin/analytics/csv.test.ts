import { describe, expect, it } from 'vitest';
import { toCsv, type Column } from '../../../../../../src/islands/admin/analytics/csv.ts';

interface Row {
  page: string;
  views: number;
  note: string | null;
}

const columns: readonly Column<Row>[] = [
  { key: 'page', label: 'Page' },
  { key: 'views', label: 'Page views', numeric: true },
  { key: 'note', label: 'Note' },
];

describe('toCsv', () => {
  it('writes a header and one quoted line per row, in the columns’ order', () => {
    expect(toCsv(columns, [{ page: '/advisory', views: 2, note: null }])).toBe('"Page","Page views","Note"\r\n"/advisory","2",""\r\n');
  });

  it('doubles quotes inside a field', () => {
    expect(toCsv(columns, [{ page: '/a', views: 1, note: 'said "hi"' }])).toContain('"said ""hi"""');
  });

  it('keeps a spreadsheet from running a field that starts like a formula, but leaves numbers alone', () => {
    const csv = toCsv(columns, [{ page: '=HYPERLINK("x")', views: -1, note: '@cmd' }]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")","-1","'@cmd"`);
  });
});
