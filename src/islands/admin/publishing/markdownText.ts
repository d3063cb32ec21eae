/** The text with `insertion` in place of the selection from `start` to `end`, and where the cursor goes after it. */
export function insertAtSelection(text: string, start: number, end: number, insertion: string): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insertion + text.slice(to), cursor: from + insertion.length };
}

/** Markdown for an image: brackets in the description and spaces in the address kept from breaking it. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${alt.replace(/[[\]]/g, '')}](${url.replace(/ /g, '%20')})`;
}
