/**
 * The passages of one built page: its main content cut at the headings that carry an id, so each
 * passage links to the place it was read from. Headings without an id (the advisory's service
 * names, say) stay inside their section's passage. What a reader does not read as the page's
 * content is left out: navigation, forms and buttons, tables of figures, licence texts, hidden
 * parts, and the signed-in and signed-out alternatives of the page's controls.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';

export interface SitePassage {
  /** The heading the passage sits under; the page's title for its opening. */
  title: string;
  page_title: string;
  /** The page's path, plus `#id` of the heading where it has one. */
  url: string;
  text: string;
}

/** About a paragraph or three: long enough to answer from, short enough to quote. */
const maxPassageChars = 1200;
const minPassageChars = 60;
const skippedTags = new Set(['script', 'style', 'template', 'svg', 'noscript', 'nav', 'form', 'button', 'select', 'table', 'pre', 'input']);
const blockTags = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figcaption',
  'div',
  'section',
  'label',
]);
const headingTags = new Set(['h2', 'h3', 'h4']);

interface Section {
  title: string;
  anchor: string | null;
  blocks: string[];
}

export function pagePassages(path: string, html: string): SitePassage[] {
  const main = DomUtils.findOne((node) => node.name === 'main', parseDocument(html).children);
  if (!main) throw new Error(`${path}: the page has no <main>; expected its content inside one.`);
  const h1 = DomUtils.findOne((node) => node.name === 'h1', [main]);
  const pageTitle = h1 ? tidy(DomUtils.textContent(h1)) : path;
  const sections: Section[] = [{ title: pageTitle, anchor: null, blocks: [] }];
  const current = () => sections[sections.length - 1] as Section;
  let line = '';
  const endLine = () => {
    if (tidy(line)) current().blocks.push(tidy(line));
    line = '';
  };
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') line += (node as unknown as { data: string }).data;
      if (!isElement(node) || isSkipped(node) || node.name === 'h1') continue;
      if (headingTags.has(node.name) && node.attribs.id) {
        endLine();
        sections.push({ title: tidy(DomUtils.textContent(node)), anchor: node.attribs.id, blocks: [] });
        continue;
      }
      const block = blockTags.has(node.name);
      if (block) endLine();
      else line += elementEdge;
      walk(node.children);
      if (block) endLine();
      else line += elementEdge;
    }
  };
  walk(main.children);
  endLine();
  return sections.flatMap((section) =>
    chunks(section.blocks).map((text) => ({
      title: section.title,
      page_title: pageTitle,
      url: section.anchor ? `${path}#${section.anchor}` : path,
      text,
    })),
  );
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function isSkipped(element: Element): boolean {
  const { attribs } = element;
  return (
    skippedTags.has(element.name) ||
    'hidden' in attribs ||
    'data-when' in attribs ||
    attribs['aria-hidden'] === 'true' ||
    attribs.role === 'status' ||
    attribs.class?.split(/\s+/).includes('breadcrumbs') === true
  );
}

/** Blocks joined into passages of at most maxPassageChars; a block longer than that stands alone. */
function chunks(blocks: readonly string[]): string[] {
  const passages: string[] = [];
  let text = '';
  for (const block of blocks) {
    const sentence = /[.!?:;…)]$/.test(block) ? block : `${block}.`;
    if (text && text.length + sentence.length + 1 > maxPassageChars) {
      passages.push(text);
      text = '';
    }
    text = text ? `${text} ${sentence}` : sentence;
  }
  if (text) passages.push(text);
  return passages.filter((passage) => passage.length >= minPassageChars);
}

/**
 * Where an inline element starts or ends. Two links drawn as cards, or a citation and the text
 * after it, touch in the markup ("roleHelp", "2023.The") but not on the screen: where a sentence
 * or a word ends and a capital follows, the edge becomes a space; elsewhere it goes.
 */
const elementEdge = '\uE000';

function tidy(text: string): string {
  return text
    .replace(/([\p{Ll}.,;:!?)])\uE000+(\p{Lu})/gu, '$1 $2')
    .replaceAll(elementEdge, '')
    .replace(/\s+/g, ' ')
    .trim();
}
