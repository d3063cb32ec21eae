/**
 * A selector read loosely, for telling whether a rule can apply to a page's markup as drawn
 * (integrations/criticalStyles.ts): pseudo-classes and pseudo-elements are set aside, `:is()` and
 * `:where()` of one selector stand for it, and attribute values are set aside (a script changes
 * them at once), so the loose selector matches wherever the rule might apply, and more.
 */

/** The selector read loosely; `''` when nothing is left of it (`::selection`). */
export function looseSelector(selector: string): string {
  let out = '';
  for (let at = 0; at < selector.length; ) {
    const char = selector[at] ?? '';
    if (char === '\\') {
      out += selector.slice(at, at + 2);
      at += 2;
    } else if (char === '[') {
      const end = attributeEnd(selector, at);
      out += `[${/^\[\s*([^\s~|^$*=\]]+)/.exec(selector.slice(at, end))?.[1] ?? ''}]`;
      at = end;
    } else if (char === ':') {
      const end = pseudoEnd(selector, at);
      out += alternativeOf(selector.slice(at, end));
      at = end;
    } else {
      out += char;
      at += 1;
    }
  }
  // A compound left empty next to a combinator (`> ::before`) stands for any element.
  return out
    .replace(/([>+~])\s*(?=[>+~,]|$)/g, '$1 *')
    .replace(/^\s*([>+~])/, '* $1')
    .trim();
}

/**
 * What a pseudo-class stands for in a loose selector: `:is()` and `:where()` with one argument
 * are that argument (`:where(.list>:not(:last-child))` needs a `.list` with a child); every other
 * pseudo-class and pseudo-element, nothing.
 */
function alternativeOf(pseudo: string): string {
  const wrapped = /^:(?:is|where)\((.*)\)$/s.exec(pseudo)?.[1];
  if (wrapped === undefined || topLevelComma(wrapped)) return '';
  return looseSelector(wrapped);
}

/** Whether a selector list has more than one selector. */
function topLevelComma(list: string): boolean {
  let depth = 0;
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at];
    if (char === '\\') at += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) return true;
  }
  return false;
}

/** The index just past an attribute selector starting at `start`, quotes respected. */
function attributeEnd(selector: string, start: number): number {
  let quote = '';
  for (let at = start + 1; at < selector.length; at += 1) {
    const char = selector[at];
    if (char === '\\') at += 1;
    else if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === ']') return at + 1;
  }
  return selector.length;
}

/** The index just past a pseudo-class or pseudo-element starting at `start`, with its arguments. */
function pseudoEnd(selector: string, start: number): number {
  let at = start;
  while (selector[at] === ':') at += 1;
  while (at < selector.length && /[\w-]/.test(selector[at] ?? '')) at += 1;
  if (selector[at] !== '(') return at;
  for (let depth = 0; at < selector.length; at += 1) {
    const char = selector[at];
    if (char === '\\') at += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return at + 1;
  }
  return at;
}
