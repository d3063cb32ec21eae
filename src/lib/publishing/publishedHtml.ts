/**
 * Published HTML as a page holds it: sanitised by the content loader, inside one element marked
 * with `publishedContentAttribute` (src/components/publishing/PublishedHtml.astro). The build's
 * integrations read that mark: nothing inside it is ever the site's own code
 * (integrations/publishedContent.ts).
 */
import { embedPlaceholderClass } from '../../../functions/_shared/publishing/embeds.ts';

export const publishedContentAttribute = 'data-published-content';

/**
 * Whether the HTML holds an embed's placeholder, so its page needs the script that loads the
 * player on click. Only the sanitiser writes this element: content's own markup of it is removed,
 * and as text it is escaped.
 */
export const hasEmbeds = (html: string): boolean => html.includes(`<figure class="${embedPlaceholderClass}"`);
