import { z } from 'zod';
import { leadId } from './readLead.ts';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

/** A reply to a lead as it is drafted, approved (perhaps edited) and sent: plain text, paragraphs split by blank lines. */
export const replyInput = z.strictObject({
  lead_id: leadId,
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
});

export const draftReply = defineTool({
  name: 'draft_reply',
  description:
    'Draft a reply to a lead and keep it on the lead (shown on /enterprise-ecosystem) until the owner approves sending it with send_reply. A new draft replaces the one before. Nothing is sent.',
  input: replyInput,
  output: z.object({ lead_id: z.uuid(), subject: z.string(), drafted_at: z.string() }),
  scopes: ['leads:write'],
  effect: 'write',
  run: (input, context) =>
    callToolFunction(context, 'tool_draft_reply', {
      p_lead_id: input.lead_id,
      p_subject: input.subject,
      p_body: input.body,
      p_idempotency_key: context.idempotencyKey ?? null,
    }),
});
