/**
 * Published HTML as a page holds it: sanitised by the content loader, inside one element marked
 * with `publishedContentAttribute` (src/components/publishing/PublishedHtml.astro). The build's
 * integrations read that mark: nothing inside it is ever the site's own code
 * (integrations/publishedContent.ts).
 */
import { embedFor, embedPlaceholderClass } from '../../../functions/_shared/publishing/embeds.ts';
import { decodeEntities } from '../../../integrations/htmlEntities.ts';

export const publishedContentAttribute = 'data-published-content';

// Only the sanitiser writes this element: content's own markup of it is removed, and as text it is escaped.
const placeholder = new RegExp(`<figure class="${embedPlaceholderClass}" data-embed="([^"]*)"[^>]*>`, 'g');

/** Whether the HTML holds an embed's placeholder, so its page needs the script that loads the player on click. */
export const hasEmbeds = (html: string): boolean => new RegExp(placeholder.source).test(html);

/**
 * Each embed's placeholder with, before its link, the button that loads the player
 * (src/lib/publishing/contentEmbeds.ts). It is drawn from the first paint when JavaScript is on
 * (`js-only`), so the script arriving after the paint moves nothing; mail and feeds keep the link.
 */
export function withEmbedButtons(html: string): string {
  return html.replace(placeholder, (figure, player: string) => {
    const embed = embedFor(decodeEntities(player));
    return embed
      ? `${figure}<button type="button" class="button js-only" data-embed-play>Load the ${embed.provider.name} player</button>`
      : figure;
  });
}
