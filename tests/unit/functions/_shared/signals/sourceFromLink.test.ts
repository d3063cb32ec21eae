import { describe, expect, it } from 'vitest';
import { sourceFromLink } from '../../../../../functions/_shared/signals/sourceFromLink.ts';

describe('sourceFromLink', () => {
  it('names the host of a pasted link without www.', () => {
    expect(sourceFromLink('https://www.ft.com/content/x')).toBe('ft.com');
    expect(sourceFromLink('  http://WWW.Example.org:8080/a?b=c#d ')).toBe('example.org');
  });

  it('keeps other subdomains, which name a different source', () => {
    expect(sourceFromLink('https://blog.google/technology/ai/')).toBe('blog.google');
    expect(sourceFromLink('https://news.ycombinator.com/item?id=1')).toBe('news.ycombinator.com');
  });

  it('reads a link typed without its scheme', () => {
    expect(sourceFromLink('www.reuters.com/markets/x')).toBe('reuters.com');
  });

  it('answers nothing for text that is not a web address', () => {
    for (const text of [
      '',
      'hello',
      'two words.com',
      'mailto:a@b.com',
      'javascript:alert(1)',
      'ftp://files.example.com/x',
      'https://localhost/x',
    ])
      expect(sourceFromLink(text)).toBe('');
  });
});
