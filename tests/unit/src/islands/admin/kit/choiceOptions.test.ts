import { expect, it } from 'vitest';
import { optionsOf, optionsWithNone } from '../../../../../../src/islands/admin/kit/choiceOptions.ts';

it('makes options from labels by value, or led by the empty value and one per entry', () => {
  expect(optionsOf({ all: 'Every status', open: 'Open' })).toEqual([
    { value: 'all', label: 'Every status' },
    { value: 'open', label: 'Open' },
  ]);
  const keys = [
    { id: 'k1', name: 'Jobs board' },
    { id: 'k2', name: 'Intranet' },
  ];
  expect(
    optionsWithNone(
      'Every key',
      keys,
      (key) => key.id,
      (key) => key.name,
    ),
  ).toEqual([
    { value: '', label: 'Every key' },
    { value: 'k1', label: 'Jobs board' },
    { value: 'k2', label: 'Intranet' },
  ]);
  expect(optionsWithNone('All', ['mcp', 'api'], (name) => name)).toEqual([
    { value: '', label: 'All' },
    { value: 'mcp', label: 'mcp' },
    { value: 'api', label: 'api' },
  ]);
});
