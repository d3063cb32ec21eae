import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, builtPages } from './support/dist.ts';
import { gluedWords } from './support/gluedWords.ts';

beforeAll(assertBuilt);

describe('the built pages', () => {
  it('keep a space between words and the links and emphasis beside them', async () => {
    const glued: string[] = [];
    for (const { path, html } of await builtPages()) {
      for (const place of gluedWords(html)) glued.push(`${path}: …${place}…`);
    }
    expect(glued).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds a word run into a link on either side, and passes spaced text, punctuation and code', () => {
    expect(gluedWords('<p>write to<a href="/x">us</a>or call</p>')).toHaveLength(2);
    expect(gluedWords('<p>Suri,<cite>Work</cite></p>')).toHaveLength(1);
    expect(gluedWords('<p>write to <a href="/x">us</a>, or (<em>see</em>) <strong>this</strong>.</p>')).toEqual([]);
    expect(gluedWords('<script>a<b</script><pre>x<code>y</code>z</pre><!-- a<a -->')).toEqual([]);
  });
});
