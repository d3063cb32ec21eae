import { expect, it } from 'vitest';
import { issueMail, issueSnapshot } from '../../../../functions/newsletter-send/issueMail.ts';

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
