import { z } from 'zod';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

const notePassage = z.object({ id: z.uuid(), title: z.string(), passage: z.string() });

export const searchNotes = defineTool({
  name: 'search_notes',
  description:
    'Search the owner’s own notes (the knowledge base) for a question or topic. Answers the best few notes, each with the part of its text that matches; archived notes are left out.',
  input: z.strictObject({
    question: z.string().trim().min(1).max(4000).describe('What to look for, in words: a question or a few keywords.'),
    limit: z.number().int().min(1).max(10).default(3).describe('How many notes at most.'),
  }),
  output: z.array(notePassage),
  scopes: ['notes:read'],
  effect: 'read',
  run: ({ question, limit }, context) => callToolFunction(context, 'tool_search_notes', { p_question: question, p_limit: limit }),
});
