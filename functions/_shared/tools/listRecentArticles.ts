import { z } from 'zod';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

export const listRecentArticles = defineTool({
  name: 'list_recent_articles',
  description:
    'List the articles the owner has published since a moment, newest first. Without `since`, since the last newsletter issue went out (every published article when none has); the answer says which moment it used.',
  input: z.strictObject({
    since: z.iso.datetime({ offset: true, error: 'expected an ISO 8601 date and time' }).optional(),
    limit: z.number().int().min(1).max(100).default(20),
  }),
  output: z.object({
    since: z.string().nullable(),
    articles: z.array(
      z.object({
        id: z.uuid(),
        slug: z.string(),
        title: z.string(),
        summary: z.string(),
        tags: z.array(z.string()),
        published_at: z.string().nullable(),
      }),
    ),
  }),
  scopes: ['articles:read'],
  effect: 'read',
  run: ({ since, limit }, context) => callToolFunction(context, 'tool_list_recent_articles', { p_since: since ?? null, p_limit: limit }),
});
