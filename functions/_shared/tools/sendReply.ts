import { z } from 'zod';
import { FunctionError } from '../errors.ts';
import { mailHtml, mailText } from '../visitor/mailBody.ts';
import { replyInput } from './draftReply.ts';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

const begun = z.object({ to: z.string(), name: z.string(), sent_at: z.string().nullable() });

/**
 * Mails a reply to a lead. Recorded before it goes (what is sent, under which key), then sent with
 * the key as the mail's idempotency key, then marked sent: a retry after a crash at any point
 * sends under the same key, which the mail provider and the local outbox send only once.
 */
export const sendReply = defineTool({
  name: 'send_reply',
  description:
    'Send a reply by email to a lead, in the owner’s name, and mark the lead replied. Always waits for the owner’s approval. A reply already sent is not sent again.',
  input: replyInput,
  output: z.object({ lead_id: z.uuid(), to: z.string(), sent_at: z.string() }),
  scopes: ['mail:send'],
  effect: 'send',
  async run(input, context) {
    const key = context.idempotencyKey;
    if (!key || !context.mail) throw new Error('send_reply needs the call’s idempotency key and a mail sender.');
    const args = { p_lead_id: input.lead_id, p_idempotency_key: key };
    const lead = begun.parse(
      await callToolFunction(context, 'tool_begin_reply', { ...args, p_subject: input.subject, p_body: input.body }),
    );
    if (!lead.sent_at) {
      const blocks = input.body.split(/\n\s*\n/).map((text) => ({ text: text.trim() }));
      try {
        await context.mail.send({
          to: lead.to,
          subject: input.subject,
          text: mailText(blocks),
          html: mailHtml(blocks),
          idempotencyKey: key,
        });
      } catch (error) {
        throw new FunctionError('service_unavailable', 'The mail provider did not take the reply; it can be sent again.', { cause: error });
      }
    }
    const sent = z.object({ sent_at: z.string() }).parse(await callToolFunction(context, 'tool_finish_reply', args));
    return { lead_id: input.lead_id, to: lead.to, sent_at: sent.sent_at };
  },
});
