import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { FilterBar, type FilterControl } from '../../../../../../src/islands/admin/kit/FilterBar.tsx';
import { dayParam, textParam, urlParams, wholeParam } from '../../../../../../src/islands/admin/kit/urlParams.ts';

interface Filter {
  tag: string;
  min: number;
  from: string;
}
const address = urlParams({ tag: textParam(), min: wholeParam(1, 1, 5), from: dayParam });
const controls: FilterControl<Filter>[] = [
  { key: 'tag', label: 'Tag', kind: 'search' },
  {
    key: 'min',
    label: 'Minimum strength',
    kind: 'choice',
    options: [1, 2, 3, 4, 5].map((value) => ({ value, label: `${value} or more` })),
  },
  { key: 'from', label: 'From', kind: 'day' },
];

it('draws the filter the address holds, each control labelled, and its actions beside them', () => {
  const filter = address.read('?tag=banking&min=4&from=2026-11-01');
  const html = renderToStaticMarkup(
    createElement(
      FilterBar<Filter>,
      { idPrefix: 'signals', controls, filter, onChange: () => undefined },
      createElement('button', { type: 'button' }, 'Export CSV'),
    ),
  );
  expect(html).toContain('<label for="signals-tag">Tag</label><input id="signals-tag" type="search" value="banking"/>');
  expect(html).toContain('<option value="4" selected="">4 or more</option>');
  expect(html).toContain('<input id="signals-from" type="date" value="2026-11-01"/>');
  expect(html).toContain('<div class="admin-actions"><button type="button">Export CSV</button></div>');
  expect(address.write(filter, '')).toBe('?tag=banking&min=4&from=2026-11-01');
});
