import { z } from 'zod';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

export const addTask = defineTool({
  name: 'add_task',
  description: 'Add a task to the owner’s to-do list (/tasks), optionally due on a day and linked to the lead or signal it is about.',
  input: z.strictObject({
    title: z.string().trim().min(1).max(200),
    notes: z.string().max(5000).default(''),
    due_on: z.iso.date({ error: 'expected a day as YYYY-MM-DD' }).optional(),
    lead_id: z.uuid({ error: 'expected the lead’s id (a UUID)' }).optional(),
    signal_id: z.uuid({ error: 'expected the signal’s id (a UUID)' }).optional(),
  }),
  output: z.object({ id: z.uuid(), title: z.string(), due_on: z.string().nullable() }),
  scopes: ['tasks:write'],
  effect: 'write',
  run: (input, context) =>
    callToolFunction(context, 'tool_add_task', {
      p_title: input.title,
      p_notes: input.notes,
      p_due_on: input.due_on ?? null,
      p_lead_id: input.lead_id ?? null,
      p_signal_id: input.signal_id ?? null,
      p_idempotency_key: context.idempotencyKey ?? null,
    }),
});
