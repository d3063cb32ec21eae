import { describe, expect, it } from 'vitest';
import { listKeyOf, signalsCsv } from '../../../../../../src/islands/admin/signals/signalList.ts';

const press = (key: string, more: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...more,
});

describe('the list’s keys', () => {
  it('moves with j/k and the arrows, opens with Enter, edits with e, adds with / or n', () => {
    expect(['j', 'ArrowDown', 'k', 'ArrowUp', 'Enter', 'e', '/', 'n'].map((key) => listKeyOf(press(key), false))).toEqual([
      'next',
      'next',
      'previous',
      'previous',
      'open',
      'edit',
      'add',
      'add',
    ]);
  });

  it('leaves typing and the browser’s own shortcuts alone', () => {
    expect(listKeyOf(press('j'), true)).toBeNull();
    expect(listKeyOf(press('n', { ctrlKey: true }), false)).toBeNull();
    expect(listKeyOf(press('k', { metaKey: true }), false)).toBeNull();
    expect(listKeyOf(press('x'), false)).toBeNull();
  });
});

describe('signalsCsv', () => {
  it('writes each signal with its tags as stored and as read, formulas neutralised', () => {
    const csv = signalsCsv([
      {
        id: 'a',
        title: '=HYPERLINK("x")',
        url: 'https://www.ft.com/x',
        source: 'ft.com',
        summary: 'One, two',
        tags: ['ai', 'soc-15'],
        strength: 4,
        signal_on: '2026-11-28',
        source_id: null,
        created_at: '2026-11-28T10:00:00Z',
        is_sample: false,
      },
    ]);
    expect(csv).toBe(
      'date,title,link,source,strength,tags,tag_names,summary,sample\r\n' +
        `2026-11-28,"'=HYPERLINK(""x"")",https://www.ft.com/x,ft.com,4,ai soc-15,ai; Computer and Mathematical Occupations,"One, two",false\r\n`,
    );
  });
});
