import { z } from 'zod';
import { FunctionError } from '../errors.ts';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

export const readBrief = defineTool({
  name: 'read_brief',
  description: 'Read one research brief: its title, Markdown body, status (draft or final) and its sources (signals and notes) in order.',
  input: z.strictObject({ brief_id: z.uuid({ error: 'expected the brief’s id (a UUID)' }) }),
  output: z.object({
    id: z.uuid(),
    title: z.string(),
    body_md: z.string(),
    status: z.enum(['draft', 'final']),
    updated_at: z.string(),
    sources: z.array(z.object({ kind: z.enum(['signal', 'note']), id: z.uuid(), title: z.string() })),
  }),
  scopes: ['briefs:read'],
  effect: 'read',
  async run({ brief_id }, context) {
    const brief = await callToolFunction(context, 'tool_read_brief', { p_brief_id: brief_id });
    if (brief === null) throw new FunctionError('not_found', `There is no brief ${brief_id}.`);
    return brief;
  },
});
