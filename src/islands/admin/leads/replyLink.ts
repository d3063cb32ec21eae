/**
 * The `mailto:` link of "Reply": the lead's address, a subject, and the message quoted in the
 * body, each part percent-encoded (RFC 6068), line breaks as CRLF, so an ampersand, a question
 * mark or a line break in the message cannot end the body or add a header.
 */
export function replyLink(to: { name: string; email: string }, message: { text: string; sentAt: string } | null, siteName: string): string {
  const greeting = to.name.trim() ? `Hello ${to.name.trim()},` : 'Hello,';
  const quoted = message ? ['', '', `On ${message.sentAt}, you wrote:`, ...message.text.split(/\r?\n/).map((line) => `> ${line}`)] : [];
  const body = [greeting, ...quoted].join('\r\n');
  const address = encodeURIComponent(to.email).replace('%40', '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: your message to ${siteName}`)}&body=${encodeURIComponent(body)}`;
}
