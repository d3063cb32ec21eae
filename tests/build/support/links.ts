/**
 * The addresses a built page points at, read with a few regular expressions: attribute values
 * of the elements that load or lead somewhere. Script and style bodies and comments are skipped,
 * so an `<a href>` written inside a script's text is not taken for a link.
 */
import { decodeEntities } from '../../../integrations/htmlEntities.ts';

/** Attributes whose value is an address (astro-island's are the modules an island loads). */
const addressAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'srcset',
  'component-url',
  'renderer-url',
  'before-hydration-url',
]);

const tagPattern = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const attributePattern = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export interface PageAddress {
  /** Where it was found, e.g. `a[href]`. */
  where: string;
  value: string;
}

function withoutText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, '$1</style>');
}

export function pageAddresses(html: string): PageAddress[] {
  return [...withoutText(html).matchAll(tagPattern)].flatMap(([, tag = '', attributes = '']) =>
    [...attributes.matchAll(attributePattern)].flatMap(([, name = '', double, single, bare]) => {
      const attribute = name.toLowerCase();
      const raw = double ?? single ?? bare;
      if (!addressAttributes.has(attribute) || raw === undefined) return [];
      const value = decodeEntities(raw).trim();
      const values = attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value];
      return values.filter(Boolean).map((each) => ({ where: `${tag.toLowerCase()}[${attribute}]`, value: each }));
    }),
  );
}

/** The path of a same-site address, without query or fragment; undefined for other sites and schemes. */
export function sameSitePath(value: string, pageUrl: URL): string | undefined {
  if (value.startsWith('#')) return undefined;
  const url = new URL(value, pageUrl);
  if (url.origin !== pageUrl.origin) return undefined;
  return decodeURIComponent(url.pathname);
}
