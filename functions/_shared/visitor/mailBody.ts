/** One mail's body in both forms: paragraphs of plain text, and the same as simple, escaped HTML with links. */
export interface MailBlock {
  text: string;
  link?: { url: string; label: string };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function mailText(blocks: readonly MailBlock[]): string {
  return blocks.map((block) => (block.link ? `${block.text}\n${block.link.url}` : block.text)).join('\n\n');
}

export function mailHtml(blocks: readonly MailBlock[]): string {
  const paragraphs = blocks.map((block) => {
    const text = escapeHtml(block.text).replace(/\n/g, '<br>');
    return block.link ? `<p>${text}<br><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>` : `<p>${text}</p>`;
  });
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
}
