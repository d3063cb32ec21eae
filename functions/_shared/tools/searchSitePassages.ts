import { z } from 'zod';
import { onePerHeading, type SitePassage } from '../ai/siteGuide.ts';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

const sitePassage = z.object({ title: z.string(), page_title: z.string(), url: z.string(), text: z.string() });

export const searchSitePassages = defineTool({
  name: 'search_site_passages',
  description:
    'Search the site’s published pages for a question. Answers the best passages, one per heading, each with its page title and the link (path and anchor) to cite it by.',
  input: z.strictObject({
    question: z.string().trim().min(1).max(4000).describe('What to look for, in words.'),
    limit: z.number().int().min(1).max(10).default(6).describe('How many passages at most.'),
  }),
  output: z.array(sitePassage),
  scopes: ['site:read'],
  effect: 'read',
  async run({ question, limit }, context) {
    // Twice as many as asked: a long section's passages share one link, and only the best is kept.
    const rows = await callToolFunction(context, 'tool_search_site_passages', { p_question: question, p_limit: limit * 2 });
    return onePerHeading(rows as SitePassage[], limit);
  },
});
