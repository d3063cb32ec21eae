/**
 * The click-to-load players of published content (functions/_shared/publishing/embeds.ts). Each
 * placeholder holds a link to the piece on its provider, which is all a reader without JavaScript
 * gets, and the page's button that loads the player (publishedHtml.ts): only when pressed, in a
 * sandboxed frame, so no third party is contacted before the reader asks. The player's address
 * is checked against the allow-list again here, and the page's CSP allows frames from its
 * origins only.
 */
import { type Embed, embedFor, embedPlaceholderClass } from '../../../functions/_shared/publishing/embeds.ts';

export function enhanceEmbeds(root: ParentNode): void {
  for (const figure of root.querySelectorAll<HTMLElement>(`figure.${embedPlaceholderClass}[data-embed]`)) {
    const embed = embedFor(figure.dataset.embed ?? '');
    const button = figure.querySelector<HTMLButtonElement>('button[data-embed-play]');
    if (!embed || !button) continue;
    const title = figure.querySelector('a')?.textContent?.trim() || `${embed.provider.name} player`;
    button.addEventListener(
      'click',
      () => {
        const frame = playerFrame(embed, title, figure.ownerDocument);
        button.replaceWith(frame);
        frame.focus();
      },
      { once: true },
    );
  }
}

function playerFrame(embed: Embed, title: string, document: Document): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.className = `embed-frame embed-${embed.provider.kind}`;
  frame.title = title;
  frame.setAttribute('sandbox', embed.provider.sandbox);
  frame.allow = embed.provider.allow;
  frame.src = embed.player;
  return frame;
}
