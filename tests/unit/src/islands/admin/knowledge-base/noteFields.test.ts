import { describe, expect, it } from 'vitest';
import { fieldsOf, noteValues, parseLinks } from '../../../../../../src/islands/admin/knowledge-base/noteFields.ts';

describe('a note as typed', () => {
  it('becomes stored values: tags parsed from one box, links one per line', () => {
    expect(
      noteValues({ title: ' Plan ', tags: '#Strategy, soc-15 strategy', links: 'https://a.example\n\nhttp://b.example\n', body: '# Hi' }),
    ).toEqual({
      values: { title: 'Plan', tags: ['strategy', 'soc-15'], source_links: ['https://a.example', 'http://b.example'], body_md: '# Hi' },
    });
  });

  it('says what is wrong with each field', () => {
    const checked = noteValues({ title: '  ', tags: 'soc-99', links: 'ftp://x', body: '' });
    expect(checked).toEqual({
      problems: {
        title: 'Give the note a title.',
        tags: expect.stringContaining('soc-99'),
        links: expect.stringContaining('ftp://x'),
      },
    });
    expect(parseLinks('javascript:alert(1)')).toEqual({ problem: expect.stringContaining('not a web address') });
  });

  it('starts a new note with the page’s tag, and a saved one with its own fields', () => {
    expect(fieldsOf(null, 'strategy')).toEqual({ title: '', tags: 'strategy', links: '', body: '' });
    expect(fieldsOf({ title: 'T', tags: ['a', 'b'], source_links: ['https://a.example'], body_md: 'x' })).toEqual({
      title: 'T',
      tags: 'a b',
      links: 'https://a.example',
      body: 'x',
    });
  });
});
