/**
 * Words run into an inline element in a page's text: "write to<a>" or "</a>or to". Astro's HTML
 * compression drops whitespace that holds a line break beside a tag, so a sentence that breaks its
 * source line just before or after a link renders without the space. Text inside scripts, styles,
 * preformatted blocks and comments is skipped: it is not running text.
 */
const inlineTags = 'a|abbr|b|cite|code|em|i|kbd|strong|time';
const notRunningText = /<(script|style|pre|template)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/gi;
const wordThenTag = new RegExp(`[\\p{L}\\p{N},;:!?](?=<(?:${inlineTags})\\b)`, 'gu');
const tagThenWord = new RegExp(`(?<=</(?:${inlineTags})>)[\\p{L}\\p{N}]`, 'gu');

/** Each place where a word touches an inline tag, with a little text around it to find it by. */
export function gluedWords(html: string): string[] {
  const text = html.replace(notRunningText, '');
  return [...text.matchAll(wordThenTag), ...text.matchAll(tagThenWord)].map((match) => {
    const at = match.index ?? 0;
    return text.slice(Math.max(0, at - 24), at + 24).replace(/\s+/g, ' ');
  });
}
