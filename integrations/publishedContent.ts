/**
 * A built page's own inline code, as opposed to its published content. The owner's content sits
 * inside elements marked `data-published-content` (src/lib/publishing/publishedHtml.ts); the page
 * is parsed as HTML, so a script in an attribute (`<iframe srcdoc>`), a comment or any element
 * inside a marked one is never taken for the page's own. The content itself is sanitised and
 * written from a tree (functions/_shared/publishing/sanitisedHtml.ts), so it cannot close the
 * element around it: whatever a sanitiser might ever let through stays inside, where the CSP
 * integration hashes nothing, the minifier touches nothing and the loader after the first paint
 * loads nothing. Content cannot forge its way out: marking more only excludes more.
 */
import { type AnyNode, type Element, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { publishedContentAttribute } from '../src/lib/publishing/publishedHtml.ts';

/** An inline script of the page's own, with where it stands in the HTML. */
export interface OwnScript {
  /** Index of its `<` and just past its closing `>`. */
  start: number;
  end: number;
  /** Its opening tag as written, and its code. */
  openTag: string;
  code: string;
  attributes: Record<string, string>;
}

export interface OwnCode {
  scripts: OwnScript[];
  styles: string[];
  styleAttributes: string[];
  /** Where published content lies: [start, end) of each marked element. */
  content: [start: number, end: number][];
}

const textOf = (element: Element) => element.children.map((child) => (isText(child) ? child.data : '')).join('');

export function ownCode(html: string): OwnCode {
  const code: OwnCode = { scripts: [], styles: [], styleAttributes: [], content: [] };
  const visit = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const end = (node.endIndex ?? html.length - 1) + 1;
      if (publishedContentAttribute in node.attribs) {
        code.content.push([node.startIndex ?? 0, end]);
        continue;
      }
      if (node.attribs.style !== undefined) code.styleAttributes.push(node.attribs.style);
      if (node.name === 'script') {
        const body = node.children[0];
        const start = node.startIndex ?? 0;
        const openEnd = body?.startIndex ?? html.indexOf('>', start) + 1;
        code.scripts.push({ start, end, openTag: html.slice(start, openEnd), code: textOf(node), attributes: node.attribs });
      } else if (node.name === 'style') code.styles.push(textOf(node));
      else visit(node.children);
    }
  };
  visit(parseDocument(html, { withStartIndices: true, withEndIndices: true }).children);
  return code;
}

/** Whether a position of the HTML lies inside published content. */
export const inContent = (content: OwnCode['content'], index: number): boolean =>
  content.some(([start, end]) => index >= start && index < end);
