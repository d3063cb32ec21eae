import { z } from 'zod';
import { leadId } from './readLead.ts';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

export const discardReply = defineTool({
  name: 'discard_reply',
  description: 'Throw away the reply drafted for a lead, as when the owner denies sending it. A reply already sent is kept.',
  input: z.strictObject({ lead_id: leadId }),
  output: z.object({ lead_id: z.uuid(), discarded: z.boolean() }),
  scopes: ['leads:write'],
  effect: 'write',
  run: ({ lead_id }, context) =>
    callToolFunction(context, 'tool_discard_reply', { p_lead_id: lead_id, p_idempotency_key: context.idempotencyKey ?? null }),
});
