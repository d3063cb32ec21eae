import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitisedHtml } from '../../../../../functions/_shared/publishing/sanitisedHtml.ts';
import { elements, hazards, injectedForms } from '../../../../hostile/injectedContent.ts';

const youtube =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=x&start=42" title="A talk" allow="autoplay" allowfullscreen onload="alert(1)"></iframe>';

describe('sanitisedHtml', () => {
  it('removes every injected form and keeps the text around it', () => {
    for (const [what, html, text] of injectedForms) {
      expect(hazards(html), `${what}, as published`).not.toEqual([]);
      const clean = sanitisedHtml(html);
      expect(hazards(clean), what).toEqual([]);
      if (text) expect(clean, what).toContain(text);
    }
  });

  it('keeps what Markdown itself writes: headings with their ids, footnotes, task lists, tables, code and data images', () => {
    const markdownOutput = [
      '<h2 id="why-it-matters">Why it matters</h2>',
      '<p>Text<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup></p>',
      '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled checked> done</li></ul>',
      '<table><thead><tr><th align="left">a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>',
      '<pre><code class="language-ts">const a = 1;</code></pre>',
      '<p><a href="https://example.com/x">out</a> <a href="/articles/y">in</a> <a href="mailto:a@example.com">mail</a></p>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">',
    ].join('\n');
    expect(sanitisedHtml(markdownOutput)).toBe(markdownOutput);
    // The renderer writes a column's alignment as a style: it stays, as the attribute that needs no hash.
    expect(sanitisedHtml('<table><tr><th style="text-align: right">n</th></tr></table>')).toBe(
      '<table><tbody><tr><th align="right">n</th></tr></tbody></table>',
    );
  });

  it('turns an allowed embed into its placeholder, a link to the piece with the player’s address', () => {
    const clean = sanitisedHtml(`<p>Watch:</p>${youtube}`);
    expect(hazards(clean)).toEqual([]);
    const [figure] = elements(clean).filter((element) => element.name === 'figure');
    expect(figure?.attribs).toEqual({
      class: 'content-embed',
      'data-embed': 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&start=42',
      'data-embed-kind': 'video',
    });
    expect(clean).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube: A talk</a>');
    const spotify = sanitisedHtml(
      '<iframe src="https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk?utm_source=generator" title=""></iframe>',
    );
    expect(spotify).toContain('data-embed="https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk"');
    expect(spotify).toContain('<a href="https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk">Listen on Spotify</a>');
  });

  it('gives content no way to forge a placeholder or close the element around it', () => {
    const forged = '<figure class="content-embed" data-embed="https://evil.example/">x</figure></div><script>alert(1)</script><div>';
    const clean = sanitisedHtml(forged);
    expect(clean).not.toContain('data-embed');
    expect(hazards(clean)).toEqual([]);
    // Balanced: in the element a page puts it in, all of it stays inside.
    expect(parseDocument(`<div data-published-content>${clean}</div>`).children).toHaveLength(1);
  });
});
