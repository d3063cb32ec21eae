import { fromHtml } from 'hast-util-from-html';
import { type Schema, sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { find, html as htmlSpace } from 'property-information';
import { contentAllowList } from './contentAllowList.ts';
import { embedFor, embedLinkText, embedPlaceholderClass } from './embeds.ts';

type Root = ReturnType<typeof fromHtml>;
type Element = Extract<Root['children'][number], { type: 'element' }>;
type ElementContent = Element['children'][number];

/** The allow-list in hast's terms: properties named as hast names them (`class` is `className`). */
const property = (attribute: string) => find(htmlSpace, attribute).property;

const schema: Schema = {
  tagNames: [...contentAllowList.tags],
  strip: [...contentAllowList.dropped],
  attributes: Object.fromEntries(
    Object.entries(contentAllowList.attributes).map(([tag, rules]) => [
      tag,
      rules.map((rule) => (typeof rule === 'string' ? property(rule) : [property(rule[0]), ...rule.slice(1)])),
    ]),
  ) as Schema['attributes'],
  protocols: Object.fromEntries(Object.entries(contentAllowList.protocols).map(([attribute, list]) => [property(attribute), [...list]])),
  // A table's parts outside a table would be moved by the browser's parser, out of the container.
  ancestors: Object.fromEntries(['caption', 'col', 'colgroup', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr'].map((tag) => [tag, ['table']])),
  // Ids are limited by value instead (contentAllowList), so headings keep the slugs readers link to.
  clobber: [],
  clobberPrefix: '',
  allowComments: false,
  allowDoctypes: false,
};

/**
 * Published HTML reduced to the allow-list (contentAllowList.ts), as one well-formed fragment: the
 * HTML is parsed as a browser parses it, so nothing the browser would read as markup escapes the
 * list, and written again from the tree, so it cannot close the element the page puts it in.
 * An allowed embed becomes its placeholder: a figure with a link to the piece on its provider,
 * which the page's script turns into a player on click.
 */
export function sanitisedHtml(html: string): string {
  const tree = sanitize(withTableAlignment(fromHtml(html, { fragment: true })), schema) as Root;
  return toHtml(finished(tree));
}

const alignment = /^\s*text-align:\s*(left|right|center)\s*;?\s*$/i;

/** A Markdown table's column alignment, which the renderer writes as a style: kept as `align`, since no style attribute is. */
function withTableAlignment<Parent extends Root | Element>(parent: Parent): Parent {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const align = (child.tagName === 'td' || child.tagName === 'th') && alignment.exec(String(child.properties.style ?? ''))?.[1];
    if (align) child.properties.align = align.toLowerCase();
    withTableAlignment(child);
  }
  return parent;
}

function finished<Parent extends Root | Element>(parent: Parent): Parent {
  parent.children = parent.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return child.type === 'doctype' ? [] : [child];
    if (child.tagName === 'iframe') return embedPlaceholder(child);
    if (child.tagName === 'input')
      return child.properties.type === 'checkbox' ? [{ ...child, properties: { ...child.properties, disabled: true } }] : [];
    const src = child.properties.src;
    if (typeof src === 'string' && src.trim().toLowerCase().startsWith('data:') && !contentAllowList.dataImage.test(src)) {
      delete child.properties.src;
    }
    return [finished(child)];
  });
  return parent;
}

function embedPlaceholder(frame: Element): ElementContent[] {
  const embed = typeof frame.properties.src === 'string' ? embedFor(frame.properties.src) : null;
  if (!embed) return [];
  const text = embedLinkText(embed, typeof frame.properties.title === 'string' ? frame.properties.title : '');
  const link: Element = { type: 'element', tagName: 'a', properties: { href: embed.link }, children: [{ type: 'text', value: text }] };
  return [
    {
      type: 'element',
      tagName: 'figure',
      properties: { className: [embedPlaceholderClass], dataEmbed: embed.player, dataEmbedKind: embed.provider.kind },
      children: [link],
    },
  ];
}
