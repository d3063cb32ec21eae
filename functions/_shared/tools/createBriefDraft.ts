import { z } from 'zod';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

const ids = (what: string) =>
  z
    .array(z.uuid({ error: `expected ${what} ids (UUIDs)` }))
    .max(50)
    .default([]);

export const createBriefDraft = defineTool({
  name: 'create_brief_draft',
  description:
    'Create a research brief as a draft the owner reviews on /intelligence: a title, a Markdown body, and the signals and notes it draws on (their ids, as list_signals and search_notes give them), kept as its sources.',
  input: z.strictObject({
    title: z.string().trim().min(1).max(300),
    body_md: z.string().max(200_000).default(''),
    signal_ids: ids('signal'),
    note_ids: ids('note'),
  }),
  output: z.object({ id: z.uuid(), title: z.string(), sources: z.number().int() }),
  scopes: ['briefs:write'],
  effect: 'write',
  run: (input, context) =>
    callToolFunction(context, 'tool_create_brief_draft', {
      p_title: input.title,
      p_body_md: input.body_md,
      p_signal_ids: input.signal_ids,
      p_note_ids: input.note_ids,
      p_idempotency_key: context.idempotencyKey ?? null,
    }),
});
