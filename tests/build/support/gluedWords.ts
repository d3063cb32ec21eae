/**
 * Words run into an inline element in a page's rendered text: "write to<a>hello@…</a>" reads
 * "write tohello@…", and "Suri,<cite>Working…" reads "Suri,Working". Astro's HTML compression
 * drops whitespace that holds a line break beside a tag, so a sentence that breaks its source line
 * just before or after a link renders without the space.
 *
 * The page is parsed (htmlparser2) and its text flattened as a browser lays it out: entities
 * decoded, block elements and <br> breaking the line, inline elements marked where they open and
 * close. A word character (or a comma, semicolon, colon, ! or ?) on one side of an inline
 * element's edge and a word character on the other is a glued word, and so is a comma, semicolon
 * or colon just after an edge with a letter straight after it ("</a>,Cisco"). Text that is not running text
 * is left out: scripts, styles, templates, preformatted blocks, SVG drawings and form fields. Two
 * inline elements side by side with nothing between are not checked: the site draws alternatives
 * that way (`data-when="signed-in"` beside `data-when="signed-out"`), and only one of them shows.
 */
import type { AnyNode } from 'domhandler';
import { isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

const inlineTags = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
const notRunningText = new Set(['script', 'style', 'template', 'pre', 'textarea', 'svg', 'select', 'input', 'button']);

const opens = '\u0001';
const closes = '\u0002';
const lineBreak = '\n';

/** The page's text as laid out, with the edges of inline elements marked. */
function flatText(nodes: AnyNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (isText(node)) text += node.data;
    else if (isTag(node)) {
      if (notRunningText.has(node.name)) text += lineBreak;
      else if (inlineTags.has(node.name)) text += `${opens}${flatText(node.children)}${closes}`;
      else text += `${lineBreak}${flatText(node.children)}${lineBreak}`;
    }
  }
  return text;
}

const edge = `[${opens}${closes}]`;
const glued = new RegExp(`[\\p{L}\\p{N},;:!?](${edge}+)(?=[\\p{L}\\p{N}])`, 'gu');
/** `</a>,Cisco`: the punctuation after an element, then the next word without its space. */
const gluedAfterPunctuation = new RegExp(`(${edge}+)[,;:](?=\\p{L})`, 'gu');

/** Each place where a word touches an inline element's edge, with a little text around it to find it by. */
export function gluedWords(html: string): string[] {
  const text = flatText(parseDocument(html).children);
  const places: string[] = [];
  for (const match of [...text.matchAll(glued), ...text.matchAll(gluedAfterPunctuation)]) {
    const edges = match[1] ?? '';
    // `</a><a>`: two elements side by side, alternatives of which only one shows.
    if (edges.includes(`${closes}${opens}`)) continue;
    const at = match.index ?? 0;
    places.push(
      text
        .slice(Math.max(0, at - 24), at + 24)
        .replace(new RegExp(edge, 'g'), '|')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  }
  return places;
}
