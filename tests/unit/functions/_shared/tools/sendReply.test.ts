import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../../../../functions/_shared/email/mail.ts';
import { runTool } from '../../../../../functions/_shared/tools/runTool.ts';
import { sendReply } from '../../../../../functions/_shared/tools/sendReply.ts';
import { fakeToolDb } from './support/fakeToolDb.ts';

const lead = '00000000-0000-4000-8000-000000000001';
const input = { lead_id: lead, subject: 'Thank you', body: 'Hello Ada,\n\nThanks for writing.' };

function sending(sentAt: string | null) {
  const mails: OutgoingMail[] = [];
  const fake = fakeToolDb({
    tool_begin_reply: { data: { to: 'ada@example.test', name: 'Ada', sent_at: sentAt } },
    tool_finish_reply: { data: { lead_id: lead, sent_at: '2026-11-30T10:00:00Z' } },
  });
  return { ...fake, mails, mail: { send: async (mail: OutgoingMail) => void mails.push(mail) } };
}

describe('send_reply', () => {
  it('records the reply, mails it under the call’s key, then marks it sent', async () => {
    const { db, calls, mails, mail } = sending(null);
    const answer = await runTool(sendReply, input, { db, starter: null, idempotencyKey: 'run-1:step-4', mail });
    expect(calls.map((call) => call.name)).toEqual(['tool_begin_reply', 'tool_finish_reply']);
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'ada@example.test',
        subject: 'Thank you',
        idempotencyKey: 'run-1:step-4',
        text: 'Hello Ada,\n\nThanks for writing.',
      }),
    ]);
    expect(mails[0]?.html).toContain('<p>Thanks for writing.</p>');
    expect(answer).toEqual({ lead_id: lead, to: 'ada@example.test', sent_at: '2026-11-30T10:00:00Z' });
  });

  it('mails nothing again for a reply already sent under the key', async () => {
    const { db, mails, mail } = sending('2026-11-30T09:59:00Z');
    await runTool(sendReply, input, { db, starter: null, idempotencyKey: 'run-1:step-4', mail });
    expect(mails).toEqual([]);
  });

  it('keeps the reply unsent, and says it can go again, when the mail provider fails', async () => {
    const { db, calls } = sending(null);
    const failing = { send: async () => Promise.reject(new Error('provider down')) };
    await expect(runTool(sendReply, input, { db, starter: null, idempotencyKey: 'k', mail: failing })).rejects.toMatchObject({
      code: 'service_unavailable',
    });
    expect(calls.map((call) => call.name)).toEqual(['tool_begin_reply']);
  });

  it('refuses to go without an idempotency key', async () => {
    const { db, mails, mail } = sending(null);
    await expect(runTool(sendReply, input, { db, starter: null, mail })).rejects.toThrow(/idempotency key/);
    expect(mails).toEqual([]);
  });
});
