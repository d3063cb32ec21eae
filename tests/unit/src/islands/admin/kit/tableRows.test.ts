import { describe, expect, it } from 'vitest';
import {
  clientTable,
  type Column,
  columnsMatch,
  sortRows,
  tableCsv,
  textMatches,
} from '../../../../../../src/islands/admin/kit/tableRows.ts';

interface Row {
  id: string;
  title: string;
  stage: 'idea' | 'draft' | 'done';
  views: number | null;
}

const stages = ['idea', 'draft', 'done'];
const columns: Column<Row>[] = [
  { key: 'title', label: 'Title', value: (row) => row.title },
  { key: 'stage', label: 'Stage', value: (row) => stages.indexOf(row.stage), csv: (row) => row.stage },
  { key: 'views', label: 'Views', value: (row) => row.views, numeric: true },
  { key: 'open', label: 'Actions', value: () => null, sortable: false, csv: false },
];
const rows: Row[] = Array.from({ length: 30 }, (_, index) => ({
  id: `r${index}`,
  title: `Piece ${String(index).padStart(2, '0')}`,
  stage: (['done', 'idea', 'draft'] as const)[index % 3]!,
  views: index % 5 === 0 ? null : index * 10,
}));
const ids = (list: readonly Row[]) => list.map((row) => row.id);

describe('sortRows', () => {
  it('sorts by a column’s value either way, an order of stages included, empty values last', () => {
    expect(ids(sortRows(rows.slice(0, 3), columns, { key: 'stage', direction: 'ascending' }))).toEqual(['r1', 'r2', 'r0']);
    expect(ids(sortRows(rows.slice(0, 6), columns, { key: 'views', direction: 'descending' }))).toEqual([
      'r4',
      'r3',
      'r2',
      'r1',
      'r0',
      'r5',
    ]);
    expect(ids(sortRows(rows.slice(0, 3), columns, { key: 'gone', direction: 'ascending' }))).toEqual(['r0', 'r1', 'r2']);
  });
});

describe('clientTable', () => {
  const view = { columns, keep: () => true, sort: { key: 'title', direction: 'ascending' as const }, page: 1 };

  it('pages the kept rows 25 at a time, with every kept row for the export', () => {
    const second = clientTable(rows, { ...view, page: 2 });
    expect(ids(second.rows)).toEqual(['r25', 'r26', 'r27', 'r28', 'r29']);
    expect({ page: second.page, pages: second.pages, total: second.total, filtered: second.filtered }).toEqual({
      page: 2,
      pages: 2,
      total: 30,
      filtered: false,
    });
    expect(second.kept).toHaveLength(30);
  });

  it('filters before paging, and says so when the filter keeps nothing', () => {
    const drafts = clientTable(rows, { ...view, keep: (row) => row.stage === 'draft', page: 3 });
    expect(drafts).toMatchObject({ page: 1, pages: 1, total: 10, filtered: true });
    expect(clientTable(rows, { ...view, keep: () => false })).toMatchObject({ total: 0, filtered: true });
    expect(clientTable([], view)).toMatchObject({ total: 0, filtered: false });
  });
});

describe('tableCsv', () => {
  it('exports the table’s columns with their export values, leaving out those that have none', () => {
    expect(tableCsv(columns, rows.slice(0, 2))).toBe('Title,Stage,Views\r\nPiece 00,done,\r\nPiece 01,idea,10\r\n');
  });
});

describe('textMatches', () => {
  it('finds the needle in any field whatever its case, and keeps everything for an empty one', () => {
    expect(textMatches('NORTH', ['Dana', 'Northwind'])).toBe(true);
    expect(textMatches('south', ['Dana', null])).toBe(false);
    expect(textMatches('  ', [])).toBe(true);
  });
});

describe('columnsMatch', () => {
  it('keeps the rows in which any column’s value holds the needle, numbers read as text', () => {
    const people = [
      { name: 'Dana', visits: 120 },
      { name: 'Northwind', visits: 3 },
    ];
    const searched: Column<(typeof people)[number]>[] = [
      { key: 'name', label: 'Name', value: (row) => row.name },
      { key: 'visits', label: 'Visits', value: (row) => row.visits },
    ];
    expect(people.filter(columnsMatch(searched, ' north '))).toEqual([people[1]]);
    expect(people.filter(columnsMatch(searched, '12'))).toEqual([people[0]]);
    expect(people.filter(columnsMatch(searched, ''))).toEqual(people);
  });
});
