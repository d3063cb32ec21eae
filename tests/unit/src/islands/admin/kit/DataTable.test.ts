import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../../../../../src/islands/admin/kit/DataTable.tsx';
import { clientTable, type Column, type TablePage } from '../../../../../../src/islands/admin/kit/tableRows.ts';

interface Row {
  id: string;
  name: string;
  visits: number;
}

const columns: Column<Row>[] = [
  { key: 'name', label: 'Name', value: (row) => row.name, opens: true },
  { key: 'visits', label: 'Visits', value: (row) => row.visits, numeric: true },
  { key: 'remove', label: 'Actions', value: () => null, sortable: false, hiddenLabel: true },
];
const rows: Row[] = [
  { id: 'a', name: 'Ana', visits: 3 },
  { id: 'b', name: 'Ben', visits: 12 },
];
const sort = { key: 'visits', direction: 'descending' } as const;

const draw = (table: TablePage<Row>, more: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(DataTable<Row>, {
      columns,
      table,
      rowKey: (row) => row.id,
      onOpen: () => undefined,
      isSample: (row) => row.id === 'b',
      sort,
      onSort: () => undefined,
      noun: 'visitors',
      onPage: () => undefined,
      empty: createElement('p', null, 'Nobody yet: share the page.'),
      noMatch: 'No visitor matches this filter.',
      ...more,
    }),
  );

describe('DataTable', () => {
  it('draws the page’s rows in the order given, the opening column as a button marked when sample, the sorted heading marked', () => {
    const html = draw(clientTable(rows, { columns, keep: () => true, sort, page: 1 }));
    expect(html.indexOf('Ben')).toBeLessThan(html.indexOf('Ana'));
    expect(html).toContain('aria-sort="descending"');
    expect(html).toMatch(/<th scope="col" aria-sort="none"><button[^>]*>Name/);
    expect(html).toContain('<th scope="col"><span class="sr-only-text">Actions</span></th>');
    expect(html).toContain('<td class="admin-numeric">12</td>');
    expect(html).toContain('<td><button type="button" class="admin-link">Ben</button><span class="admin-badge">sample</span></td>');
    expect(html).toContain('<td><button type="button" class="admin-link">Ana</button></td>');
    expect(html).toContain('Page 1 of 1 (2 visitors)');
  });

  it('has no sorting headings and no pager where the tool gives neither', () => {
    const html = draw(clientTable(rows, { columns, keep: () => true, sort, page: 1 }), { sort: undefined, onPage: undefined });
    expect(html).not.toContain('aria-sort');
    expect(html).not.toContain('Page 1');
  });

  it('shows a server’s page as given: its rows and its total', () => {
    const html = draw({ rows: [rows[0]!], page: 3, pages: 4, total: 76, filtered: false });
    expect(html).toContain('Page 3 of 4 (76 visitors)');
    expect(html).not.toContain('Ben');
  });

  it('says what to do first when there is nothing, and that the filter kept nothing when it did', () => {
    expect(draw({ rows: [], page: 1, pages: 1, total: 0, filtered: false })).toBe('<p>Nobody yet: share the page.</p>');
    expect(draw({ rows: [], page: 1, pages: 1, total: 0, filtered: true })).toBe(
      '<p class="admin-muted" role="status">No visitor matches this filter.</p>',
    );
  });

  it('heads each row with the cell of a row-header column, read with the row', () => {
    const named: Column<Row>[] = [{ ...columns[0]!, opens: undefined, rowHeader: true }, columns[1]!];
    const html = draw(clientTable(rows, { columns: named }), { columns: named, sort: undefined });
    expect(html).toContain('<th scope="row">Ana</th><td class="admin-numeric">3</td>');
  });
});
