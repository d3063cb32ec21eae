import { marked } from 'marked';
import { expect, it } from 'vitest';
import { issueMail, issueSnapshot } from '../../../../functions/newsletter-send/issueMail.ts';
import { hazards, injectedForms } from '../../../hostile/injectedContent.ts';

const links = {
  unsubscribePage: 'https://site.test/newsletter/unsubscribe?token=abc',
  oneClickUnsubscribe: 'https://api.test/functions/v1/newsletter-unsubscribe?token=abc',
  mailto: 'owner@site.test',
};
const snapshot = issueSnapshot(
  {
    subject: ' Five questions ',
    preheader: 'Before the pilot',
    body_md: 'Read [this](/articles/five) and ![a chart](/images/c.png).\n\n**Ask** first.',
  },
  'https://site.test',
);

it('renders the Markdown as mail HTML with links and images made absolute, and keeps the Markdown as the text part', () => {
  expect(snapshot.subject).toBe('Five questions');
  expect(snapshot.html).toContain('<a href="https://site.test/articles/five">this</a>');
  expect(snapshot.html).toContain('<img src="https://site.test/images/c.png" alt="a chart">');
  expect(snapshot.html).toContain('<strong>Ask</strong>');
  expect(snapshot.text).toBe('Read [this](/articles/five) and ![a chart](/images/c.png).\n\n**Ask** first.');
});

it("gives each mail the reader's own unsubscribe link, the RFC 8058 headers and its idempotency key", () => {
  const mail = issueMail(snapshot, 'ada@example.test', links, 'newsletter-1-2');
  expect(mail).toMatchObject({ to: 'ada@example.test', subject: 'Five questions', idempotencyKey: 'newsletter-1-2' });
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<${links.oneClickUnsubscribe}>, <mailto:owner@site.test?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
  expect(mail.text).toContain(`Unsubscribe: ${links.unsubscribePage}`);
  expect(mail.html).toContain(`<a href="${links.unsubscribePage.replace('?', '?')}">Unsubscribe</a>`);
  expect(mail.html).toContain('Before the pilot');
});

it('escapes the subject and preheader, which are the owner’s text and not HTML', () => {
  const mail = issueMail(issueSnapshot({ subject: 'A <b> & "c"', preheader: '<i>', body_md: '' }, 'https://site.test'), 'a@b.test', links);
  expect(mail.html).toContain('<h1 style="font-size:1.5rem">A &lt;b&gt; &amp; &quot;c&quot;</h1>');
  expect(mail.html).toContain('&lt;i&gt;');
});

it('refuses to mail a subject holding a control character, with a message saying what to do', () => {
  for (const subject of ['Hi\r\nBcc: all@example.test', 'Tab\there', 'Line\u2028separator']) {
    expect(() => issueSnapshot({ subject, preheader: '', body_md: '' }, 'https://site.test')).toThrow(
      expect.objectContaining({ code: 'validation_failed', message: expect.stringContaining('remove it in the editor') }),
    );
  }
  expect(issueSnapshot({ subject: 'Trailing line\n', preheader: '', body_md: '' }, 'https://site.test').subject).toBe('Trailing line');
});

it('builds the mail from the sanitised HTML: no injected form reaches a reader’s inbox', () => {
  const markdownForms = [
    '[a link](javascript:alert(1))',
    '![an image](javascript:alert(2))',
    '<javascript:alert(3)>',
    '[data](data:text/html,x)',
  ];
  const body = [...injectedForms.map(([, html]) => html), ...markdownForms].join('\n\n');
  expect(hazards(marked.parse(body, { async: false })), 'as written').not.toEqual([]);
  const issue = issueSnapshot({ subject: 'Hostile', preheader: '', body_md: body }, 'https://site.test');
  expect(hazards(issue.html)).toEqual([]);
  expect(issueMail(issue, 'a@b.test', links).html).toContain(issue.html);
  // An allowed embed reaches the mail as a link to it: a mail cannot play it.
  const embed = issueSnapshot(
    { subject: 's', preheader: '', body_md: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' },
    'https://site.test',
  );
  expect(embed.html).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Watch on YouTube</a>');
});
