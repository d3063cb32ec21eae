import { expect, it } from 'vitest';
import { rowStep } from '../../../../../../src/islands/admin/kit/rowKeys.ts';

const noModifier = { altKey: false, ctrlKey: false, metaKey: false };

it('moves down with j or ↓ and up with k or ↑ from a row’s link or button, and never from a field or with a modifier', () => {
  const steps = ['j', 'ArrowDown', 'k', 'ArrowUp', 'Enter'].map((key) => rowStep({ ...noModifier, key }, 'BUTTON'));
  expect(steps).toEqual([1, 1, -1, -1, null]);
  expect(rowStep({ ...noModifier, key: 'j' }, 'A')).toBe(1);
  expect(['INPUT', 'SELECT', 'TEXTAREA'].map((tag) => rowStep({ ...noModifier, key: 'j' }, tag))).toEqual([null, null, null]);
  expect(rowStep({ ...noModifier, altKey: true, key: 'ArrowDown' }, 'BUTTON')).toBeNull();
});
