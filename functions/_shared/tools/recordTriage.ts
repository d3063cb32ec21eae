import { z } from 'zod';
import { leadId } from './readLead.ts';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

export const recordTriage = defineTool({
  name: 'record_triage',
  description:
    'Keep a lead’s triage on the lead: a score from 0 (not a fit) to 100 (a strong fit, answer first) and the reason in a sentence. A triaged lead is not listed by list_new_leads again.',
  input: z.strictObject({
    lead_id: leadId,
    score: z.number().int().min(0).max(100),
    reason: z.string().trim().min(1).max(1000),
  }),
  output: z.object({ lead_id: z.uuid(), score: z.number().int(), triaged_at: z.string() }),
  scopes: ['leads:write'],
  effect: 'write',
  run: (input, context) =>
    callToolFunction(context, 'tool_record_triage', {
      p_lead_id: input.lead_id,
      p_score: input.score,
      p_reason: input.reason,
      p_idempotency_key: context.idempotencyKey ?? null,
    }),
});
