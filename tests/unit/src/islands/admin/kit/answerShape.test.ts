import { describe, expect, it } from 'vitest';
import {
  checked,
  sqlNumber,
  fields,
  flag,
  listOf,
  numeric,
  oneOf,
  orNull,
  rowOf,
  text,
} from '../../../../../../src/islands/admin/kit/answerShape.ts';

interface Item {
  id: string;
  stage: 'new' | 'done';
  strength: number;
  due: string | null;
  sample: boolean;
  signals: number;
}
const items = listOf(
  fields<Item>({ id: text, stage: oneOf(['new', 'done']), strength: numeric, due: orNull(text), sample: flag, signals: sqlNumber }),
);
const good = { id: 'a', stage: 'new', strength: 3, due: null, sample: false, signals: '12', extra: 'kept' };

describe('checked', () => {
  it('answers the data when it has the shape, counts sent as text made numbers, other fields kept', () => {
    expect(checked(items, [good], 'the items')).toEqual([{ ...good, signals: 12 }]);
  });

  it.each([
    ['a list that is an object', { rows: [] }, 'the answer is an object, expected a list'],
    ['a field of the wrong type', [good, { ...good, strength: '3' }], '[1].strength is "3", expected a number'],
    ['a word out of the list', [{ ...good, stage: 'lost' }], '[0].stage is "lost", expected one of new, done'],
    ['a missing field', [{ ...good, sample: undefined }], '[0].sample is missing, expected true or false'],
    ['an entry that is null', [null], '[0] is null, expected an object'],
  ])('refuses %s, saying where and what was expected', (_what, answer, where) => {
    expect(() => checked(items, answer, 'the items')).toThrow(
      `The server’s answer for the items is not what this page expects (${where}). Reload the page`,
    );
  });
});

describe('rowOf', () => {
  it('checks a row as fields does and asks for exactly the fields it checks, a wider row spreading its shapes', () => {
    const summary = rowOf({ id: text, signals: sqlNumber });
    const opened = rowOf({ ...summary.shapes, due: orNull(text) });
    expect(summary.columns).toBe('id, signals');
    expect(opened.columns).toBe('id, signals, due');
    expect(checked(listOf(opened), [{ id: 'a', signals: '2', due: null }], 'the rows')).toEqual([{ id: 'a', signals: 2, due: null }]);
    expect(() => checked(opened, { signals: 2, due: null }, 'the row')).toThrow('(id is missing, expected a text)');
  });
});
