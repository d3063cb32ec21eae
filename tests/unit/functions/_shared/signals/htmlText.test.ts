import { describe, expect, it } from 'vitest';
import { htmlText } from '../../../../../functions/_shared/signals/htmlText.ts';

describe('htmlText', () => {
  it('strips tags and joins the words with single spaces', () => {
    expect(htmlText('<p>Banks <b>pilot</b>\n\n agents.</p><p>More<br/>soon</p>')).toBe('Banks pilot agents. More soon');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlText('<script>alert(1)</script>Kept<style>p{}</style><!-- hidden --> text')).toBe('Kept text');
  });

  it('decodes named and numeric entities', () => {
    expect(htmlText('AT&amp;T&nbsp;&#8217;s &#x201C;move&#x201D; &hellip; &lt;b&gt;')).toBe('AT&T ’s “move” … <b>');
  });

  it('leaves unknown or impossible entities as written', () => {
    expect(htmlText('&bogus; &#0; &#xD800;')).toBe('&bogus; &#0; &#xD800;');
  });
});
