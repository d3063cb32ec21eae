import { expect, it } from 'vitest';
import { rowStep } from '../../../../../../src/islands/admin/kit/rowKeys.ts';

const press = (key: string, more: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...more,
});

it('moves down with j or ↓ and up with k or ↑ from a row’s link or button, and never from a field or with a modifier', () => {
  expect([press('j'), press('ArrowDown'), press('k'), press('ArrowUp'), press('Enter')].map((key) => rowStep(key, 'BUTTON'))).toEqual([
    1,
    1,
    -1,
    -1,
    null,
  ]);
  expect(rowStep(press('j'), 'A')).toBe(1);
  expect(['INPUT', 'SELECT', 'TEXTAREA'].map((tag) => rowStep(press('j'), tag))).toEqual([null, null, null]);
  expect(rowStep(press('ArrowDown', { altKey: true }), 'BUTTON')).toBeNull();
});
