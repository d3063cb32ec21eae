import { expect, it } from 'vitest';
import { createHttpEmailSender } from '../../../../../functions/_shared/email/httpEmailSender.ts';
import { assertHeaderSafe, headerControlIn } from '../../../../../functions/_shared/email/headerText.ts';
import type { OutgoingMail } from '../../../../../functions/_shared/email/mail.ts';

const controls = ['\r', '\n', '\r\n', '\t', '\u0000', '\u001f', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'];
const mail: OutgoingMail = { to: 'a@b.test', subject: 'Five questions', text: 'T\r\nwith lines', html: '<p>T</p>\n' };

it('finds every C0 and C1 control, DEL and the line separators, and names them for a person', () => {
  for (const control of controls) expect(headerControlIn(`Hello${control}Bcc: x@y.test`), JSON.stringify(control)).not.toBeNull();
  expect(headerControlIn('a\r\nb')).toBe('a carriage return');
  expect(headerControlIn('a\nb')).toBe('a line break');
  expect(headerControlIn('a\u2028b')).toBe('the control character U+2028');
  expect(headerControlIn('Été: 5 questions — “pilots” 🎉')).toBeNull();
});

it('refuses a mail whose recipient, subject, sender or extra header carries one, and lets the body carry lines', () => {
  expect(() => assertHeaderSafe(mail, 'Site <news@site.test>')).not.toThrow();
  const unsafe: OutgoingMail[] = [
    { ...mail, subject: 'Hi\r\nBcc: everyone@example.test' },
    { ...mail, to: 'a@b.test\nBcc: c@d.test' },
    { ...mail, headers: { 'List-Unsubscribe': '<https://x.test>\r\nX-Evil: 1' } },
    { ...mail, headers: { 'X-Evil\r\nBcc': 'c@d.test' } },
  ];
  for (const each of unsafe) expect(() => assertHeaderSafe(each), JSON.stringify(each)).toThrow(/cannot carry: the mail was not sent/);
  expect(() => assertHeaderSafe(mail, 'Site\n<news@site.test>')).toThrow(/from holds a line break/);
});

it('the HTTP sender sends nothing for such a mail', async () => {
  let calls = 0;
  const sender = createHttpEmailSender({
    url: 'https://mail.test/emails',
    apiKey: 'key',
    from: 'Site <news@site.test>',
    fetch: async () => {
      calls += 1;
      return new Response('{}');
    },
  });
  await expect(sender.send({ ...mail, subject: 'Hi\r\nBcc: x@y.test' })).rejects.toThrow(/carriage return/);
  expect(calls).toBe(0);
});
