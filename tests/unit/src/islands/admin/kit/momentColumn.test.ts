import { expect, it } from 'vitest';
import { momentColumn } from '../../../../../../src/islands/admin/kit/momentColumn.ts';
import { ownerLabel } from '../../../../../../src/islands/admin/publishing/ownerDateTime.ts';

it('sorts and exports a moment as the instant, shows it in the owner’s time zone, and says `never` where there is none', () => {
  const column = momentColumn<{ used: string | null }>('used', 'Last used', (row) => row.used, 'Europe/Amsterdam', 'Never');
  const used = { used: '2026-11-28T09:30:00.000Z' };
  expect(column.value(used)).toBe('2026-11-28T09:30:00.000Z');
  expect(column.cell?.(used)).toBe(ownerLabel('2026-11-28T09:30:00.000Z', 'Europe/Amsterdam'));
  expect(column.cell?.(used)).toContain('10:30');
  expect(column.cell?.({ used: null })).toBe('Never');
});
