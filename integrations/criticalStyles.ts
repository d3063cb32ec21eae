/**
 * The rules of a page's stylesheets that its first view can use: those whose selector, read
 * loosely, matches an element of the page. The page carries these inline and fetches its full
 * stylesheets after the first paint (integrations/afterFirstPaint.ts), which then apply every rule
 * in its original order, so the cascade is the same as with the full sheets alone.
 *
 * Read loosely, so that a rule is left out only when it cannot apply to the markup as drawn:
 * - pseudo-classes and pseudo-elements are set aside (`a:hover` is kept if there is a link, and a
 *   selector of nothing else, such as `::selection`, is kept);
 * - attribute values are set aside (`[aria-expanded="true"]` counts as `[aria-expanded]`), since
 *   scripts change values at once, and the sheets may not have arrived yet;
 * - `<html>` carries every state the before-paint scripts may give it (`beforePaintRoot`).
 * A selector the matcher cannot read is kept. Layer orders are always kept; keyframes and
 * registered custom properties when a kept rule names them. A font face made of the reader's own
 * fonts (`local()` only, such as a size-adjusted fallback) is kept; one that downloads a file is
 * left to the full sheets, so the font is fetched after the first paint and never delays it.
 */
import { compile } from 'css-select';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';
import { looseSelector } from './looseSelector.ts';

/** What the head scripts may set on `<html>` before the first paint (src/lib/shell/beforePaint.ts, src/lib/auth/headScript.ts). */
export const beforePaintRoot = {
  classes: ['js', 'dark'],
  attributes: ['data-sidebar', 'data-consent', 'data-auth', 'data-admin'],
} as const;

const keptAtRules = new Set(['keyframes', '-webkit-keyframes', 'font-face', 'property', 'layer', 'charset', 'import', 'namespace']);
/** At-rules that define a name: kept only when the rest of the kept rules name it. */
const namedDefinitions = new Set(['keyframes', '-webkit-keyframes', 'property']);

/** Tells whether a loose selector matches the page; compiled selectors are kept across pages. */
export type PageMatcher = (selector: string) => boolean;

const compiled = new Map<string, ((element: Element) => boolean) | null>();

export function pageMatcher(html: string): PageMatcher {
  const document = parseDocument(html);
  const elements: Element[] = [];
  const visit = (nodes: typeof document.children) => {
    for (const node of nodes) {
      if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
      const element = node as Element;
      elements.push(element);
      visit(element.children);
    }
  };
  visit(document.children);
  const root = elements.find((element) => element.name === 'html');
  if (root) {
    root.attribs.class = [root.attribs.class, ...beforePaintRoot.classes].filter(Boolean).join(' ');
    for (const name of beforePaintRoot.attributes) root.attribs[name] ??= '';
  }
  return (selector) => {
    const loose = looseSelector(selector);
    if (loose === '') return true;
    if (!compiled.has(loose)) {
      try {
        compiled.set(loose, compile(loose));
      } catch {
        compiled.set(loose, null);
      }
    }
    const test = compiled.get(loose);
    return test === null || test === undefined || elements.some((element) => test(element));
  };
}

/** Removes from `container` every rule no element of the page can use, and every group left empty. */
function prune(container: Container, matches: PageMatcher): void {
  container.each((node: ChildNode) => {
    if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face') {
      if (downloadsFont(node)) node.remove();
    } else if (node.type === 'rule') {
      const kept = node.selectors.filter(matches);
      if (kept.length === 0) node.remove();
      else if (kept.length < node.selectors.length) node.selectors = kept;
    } else if (node.type === 'atrule' && !keptAtRules.has(node.name.toLowerCase()) && node.nodes) {
      prune(node, matches);
      if (node.nodes.length === 0) node.remove();
    } else if (node.type === 'atrule' && node.name.toLowerCase() === 'layer' && node.nodes) {
      prune(node, matches);
    }
  });
}

function downloadsFont(face: AtRule): boolean {
  let downloads = false;
  face.walkDecls(/^src$/i, (declaration) => {
    if (/url\(/i.test(declaration.value)) downloads = true;
  });
  return downloads;
}

/** Removes keyframes and registered custom properties that no kept rule names. */
function pruneUnnamed(root: Root): void {
  const isDefinition = (rule: AtRule) => namedDefinitions.has(rule.name.toLowerCase());
  const rest = root.clone();
  rest.walkAtRules((rule) => {
    if (isDefinition(rule)) rule.remove();
  });
  const named = new Set(rest.toString().match(/[\w-]+/g));
  root.walkAtRules((rule) => {
    if (isDefinition(rule) && !named.has(rule.params.trim())) rule.remove();
  });
}

/** The rules of `css` the page `html` can use in its first view, in their order. */
export function criticalStyles(css: string, matches: PageMatcher): string {
  const root = postcss.parse(css);
  prune(root, matches);
  pruneUnnamed(root);
  // Comments, licence notices included, stay in the full sheets; the inline copy is for the first round trip.
  root.walkComments((comment) => {
    comment.remove();
  });
  return root.toString();
}
