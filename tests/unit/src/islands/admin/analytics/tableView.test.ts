import { describe, expect, it } from 'vitest';
import { type Column, figuresCsv, pageOf, pageSize, viewRows } from '../../../../../../src/islands/admin/analytics/tableView.ts';

interface Row {
  value: string;
  visits: number;
}

const columns: readonly Column<Row>[] = [
  { key: 'value', label: 'Referrer' },
  { key: 'visits', label: 'Visits', numeric: true },
];
const rows: Row[] = [
  { value: 'www.google.com', visits: 3 },
  { value: '(direct)', visits: 10 },
  { value: 'news.ycombinator.com', visits: 1 },
];

describe('viewRows', () => {
  it('sorts numbers as numbers and text as text, either way', () => {
    expect(viewRows(rows, columns, { filter: '', sortKey: 'visits', descending: true, page: 0 }).map((row) => row.visits)).toEqual([
      10, 3, 1,
    ]);
    expect(viewRows(rows, columns, { filter: '', sortKey: 'value', descending: false, page: 0 }).map((row) => row.value)).toEqual([
      '(direct)',
      'news.ycombinator.com',
      'www.google.com',
    ]);
  });

  it('keeps the rows whose text contains the filter, whatever its case', () => {
    expect(viewRows(rows, columns, { filter: ' COM ', sortKey: 'visits', descending: true, page: 0 })).toEqual([rows[0], rows[2]]);
  });
});

describe('pageOf', () => {
  const many = Array.from({ length: pageSize * 2 + 3 }, (_, index) => index);

  it('cuts the rows into pages of the page size', () => {
    expect(pageOf(many, 2)).toEqual({ rows: [20, 21, 22], pages: 3, page: 2 });
  });

  it('keeps the page within the pages there are, and one page when there are no rows', () => {
    expect(pageOf(many, 7).page).toBe(2);
    expect(pageOf([], 3)).toEqual({ rows: [], pages: 1, page: 0 });
  });
});

describe('figuresCsv', () => {
  it('writes the columns’ labels, then each row in their order, numbers as numbers', () => {
    expect(figuresCsv(columns, [{ value: '-1 (direct)', visits: -1 }])).toBe("Referrer,Visits\r\n'-1 (direct),-1\r\n");
  });
});
