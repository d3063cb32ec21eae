import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from '../../../../../src/lib/publishing/markdownBlocks.ts';

describe('parseInline', () => {
  it('reads strong, emphasis, code and links', () => {
    expect(parseInline('A **bold** and _soft_ `x` [site](https://example.com)')).toEqual([
      { kind: 'text', text: 'A ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'soft' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'x' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://example.com', children: [{ kind: 'text', text: 'site' }] },
    ]);
  });

  it('keeps only the label of a link to an unsafe address', () => {
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { kind: 'text', text: 'click' },
      { kind: 'text', text: ')' },
    ]);
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('/podcast/one')).toBe('/podcast/one');
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs over lines, lists, quotes, code and rules', () => {
    const blocks = parseMarkdown(
      [
        '## Links',
        'First line',
        'second line',
        '',
        '- one',
        '- two',
        '1. first',
        '',
        '> quoted',
        '',
        '```',
        '<b>raw</b>',
        '```',
        '---',
      ].join('\r\n'),
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code', 'rule']);
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'First line second line' }] });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true });
    expect(blocks[4]).toEqual({ kind: 'quote', children: [{ kind: 'text', text: 'quoted' }] });
    expect(blocks[5]).toEqual({ kind: 'code', text: '<b>raw</b>' });
  });

  it('gives nothing for empty text', () => {
    expect(parseMarkdown('  \n\n')).toEqual([]);
  });
});
