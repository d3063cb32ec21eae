import { expect, it } from 'vitest';
import { sanitisedHtml } from '../../../../../functions/_shared/publishing/sanitisedHtml.ts';
import { hasEmbeds, withEmbedButtons } from '../../../../../src/lib/publishing/publishedHtml.ts';

it('draws the button that loads each embed’s player from the first paint, on pages with JavaScript only', () => {
  const html = sanitisedHtml('<p>Text</p><iframe src="https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk"></iframe>');
  expect(hasEmbeds(html)).toBe(true);
  expect(withEmbedButtons(html)).toContain(
    '<figure class="content-embed" data-embed="https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk" data-embed-kind="audio"><button type="button" class="button js-only" data-embed-play>Load the Spotify player</button><a href=',
  );
});

it('finds no embed in text that only names one, nor in a placeholder the content wrote itself', () => {
  const html = sanitisedHtml(
    '<p>&lt;figure class="content-embed" data-embed="x"&gt;</p><figure class="content-embed" data-embed="https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk">x</figure>',
  );
  expect(hasEmbeds(html)).toBe(false);
  expect(withEmbedButtons(html)).toBe(html);
});
