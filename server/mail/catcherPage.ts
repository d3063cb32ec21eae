import type { StoredMail } from '../contracts.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The mail's text with every web address made a link, so a confirmation is one click away. */
function linkedText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function mailItem(mail: StoredMail): string {
  return `<li>
  <article aria-labelledby="mail-${mail.id}">
    <h2 id="mail-${mail.id}">${escapeHtml(mail.subject)}</h2>
    <p>To <strong>${escapeHtml(mail.to)}</strong>, from ${escapeHtml(mail.from)}, <time datetime="${mail.sentAt}">${mail.sentAt.replace('T', ' ').slice(0, 19)} UTC</time></p>
    <pre>${linkedText(mail.text)}</pre>
  </article>
</li>`;
}

/** The local mail catcher: every mail the backend sent, newest first. No scripts, no inline styles beyond one sheet. */
export function catcherPage(mails: StoredMail[]): string {
  const body =
    mails.length === 0
      ? '<p>No mail has been sent yet. Sign up on the site and the confirmation mail appears here.</p>'
      : `<ol reversed>${mails.map(mailItem).join('\n')}</ol>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail catcher (${mails.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}ol{list-style:none;padding:0}li{border-top:1px solid #999;padding:1rem 0}h2{font-size:1.1rem;margin:0}pre{white-space:pre-wrap;word-break:break-word;background:#f3f3f3;padding:.75rem}a{color:#0645ad}</style>
</head>
<body>
<main>
<h1>Mail catcher</h1>
<p>Mail the local backend has sent, newest first. Nothing here left this machine.</p>
${body}
</main>
</body>
</html>`;
}
