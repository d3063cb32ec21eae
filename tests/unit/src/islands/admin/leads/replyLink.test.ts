import { describe, expect, it } from 'vitest';
import { replyLink } from '../../../../../../src/islands/admin/leads/replyLink.ts';

describe('replyLink', () => {
  it('addresses the lead, names the site in the subject, and quotes the message line by line', () => {
    const link = replyLink(
      { name: 'Dana', email: 'dana+work@example.test' },
      { text: 'Hi & hello?\nSecond line', sentAt: '2026-11-20' },
      'Strategist',
    );
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('dana+work@example.test');
    expect(url.searchParams.get('subject')).toBe('Re: your message to Strategist');
    expect(url.searchParams.get('body')).toBe('Hello Dana,\r\n\r\n\r\nOn 2026-11-20, you wrote:\r\n> Hi & hello?\r\n> Second line');
  });

  it('keeps an ampersand, an equals sign or a line break in the message from adding a header', () => {
    const link = replyLink(
      { name: '', email: 'a@example.test' },
      { text: 'x&cc=boss@example.test\r\nbcc: all', sentAt: '2026-11-20' },
      'S',
    );
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(url.searchParams.get('body')).toContain('> x&cc=boss@example.test\r\n> bcc: all');
    expect(url.searchParams.get('body')?.startsWith('Hello,')).toBe(true);
  });
});
