import { describe, expect, it } from 'vitest';
import { choiceParam, dayParam, sortParam, textParam, urlParams, wholeParam } from '../../../../../../src/islands/admin/kit/urlParams.ts';

const listAddress = urlParams({
  status: choiceParam(['all', 'draft', 'published'], 'all'),
  q: textParam(),
  tag: textParam('', 60, (text) => text.trim().toLowerCase()),
  from: dayParam,
  min: wholeParam(1, 1, 5),
  sort: sortParam(['title', 'updated_at'], { key: 'updated_at', direction: 'descending' }),
  page: wholeParam(1),
});
const plain = listAddress.read('');

describe('urlParams', () => {
  it('reads an address with none of its parameters as the defaults, and writes the defaults as no query', () => {
    expect(plain).toEqual({
      status: 'all',
      q: '',
      tag: '',
      from: '',
      min: 1,
      sort: { key: 'updated_at', direction: 'descending' },
      page: 1,
    });
    expect(listAddress.write(plain, '')).toBe('');
  });

  it('round-trips every kind of parameter under its own name', () => {
    const chosen = {
      status: 'draft',
      q: 'five & more',
      tag: 'soc-15',
      from: '2026-11-01',
      min: 4,
      sort: { key: 'title', direction: 'ascending' },
      page: 3,
    } as const;
    const search = listAddress.write(chosen, '');
    expect(search).toBe('?status=draft&q=five+%26+more&tag=soc-15&from=2026-11-01&min=4&sort=title&page=3');
    expect(listAddress.read(search)).toEqual(chosen);
    expect(listAddress.read('?sort=-title').sort).toEqual({ key: 'title', direction: 'descending' });
  });

  it('reads a value that is not valid as the default, and tidies what it reads', () => {
    expect(listAddress.read('?status=lost&from=2026-13-45&min=9&page=-2&sort=-password&tag=%20SOC-15%20')).toEqual({
      ...plain,
      tag: 'soc-15',
    });
    expect(listAddress.read(`?q=${'x'.repeat(400)}`).q).toHaveLength(300);
  });

  it('keeps the parameters it does not own, and drops its own that went back to the default', () => {
    expect(listAddress.write({ ...plain, page: 2 }, '?episode=42&page=5&q=old')).toBe('?episode=42&page=2');
  });

  it('names its parameters after a prefix, so two lists on one page keep their own', () => {
    const talks = urlParams({ page: wholeParam(1) }, 'talks-');
    const testimonials = urlParams({ page: wholeParam(1) }, 'testimonials-');
    const search = testimonials.write({ page: 3 }, talks.write({ page: 2 }, ''));
    expect(search).toBe('?talks-page=2&testimonials-page=3');
    expect([talks.read(search).page, testimonials.read(search).page, listAddress.read(search).page]).toEqual([2, 3, 1]);
  });
});
