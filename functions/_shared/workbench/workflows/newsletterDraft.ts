import { z } from 'zod';
import { createNewsletterDraft } from '../../tools/createNewsletterDraft.ts';
import { listRecentArticles } from '../../tools/listRecentArticles.ts';
import { defineWorkflow } from '../workflow.ts';
import { madeByAgent } from './madeByAgent.ts';
import { dayOf } from './days.ts';

type Article = { id: string; slug: string; title: string; summary: string };

/** The issue of the rules path: a line of welcome, then each new article with its summary and link. */
export function issueBody(articles: readonly Article[], siteUrl: string): string {
  const lines = [`${articles.length === 1 ? 'One new piece' : `${articles.length} new pieces`} since the last issue.`, ''];
  for (const article of articles) {
    lines.push(`## ${article.title}`, '', article.summary, '', `[Read “${article.title}”](${siteUrl}/articles/${article.slug})`, '');
  }
  return lines.join('\n').trim();
}

export const newsletterDraft = defineWorkflow({
  name: 'newsletter-draft',
  title: 'Newsletter draft',
  description:
    'The articles published since the last issue went out become an issue draft, to review and send from the newsletter studio. The workflow never sends it.',
  input: z.strictObject({}),
  tools: [listRecentArticles, createNewsletterDraft],
  startable: true,
  async run({ run, steps, startedAt, siteUrl, agent }) {
    if (run.mode === 'agent') {
      const outcome = await agent({
        system:
          'You draft newsletter issues for an innovation strategist from the articles they published. Write in their plain, direct voice. Never send anything.',
        prompt: `Draft the next newsletter issue from the articles published since the last one. Work in this order: list_recent_articles, create_newsletter_draft. Link each article as ${siteUrl}/articles/<slug>.`,
        maxTurns: 6,
      });
      return madeByAgent(outcome, 'create_newsletter_draft', 'issue_id', (made) => `Issue draft “${made.subject}” written by the agent.`);
    }
    const { articles, since } = await steps.tool('List the articles published since the last issue', listRecentArticles, { limit: 20 });
    const [newest, ...others] = articles;
    if (!newest) {
      return {
        output: { issue_id: null },
        summary: `No article published since ${since ? dayOf(new Date(since)) : 'the start'}: no draft made.`,
      };
    }
    const subject = others.length === 0 ? newest.title : `${newest.title}, and ${others.length} more`;
    const issue = await steps.tool('Create the issue draft', createNewsletterDraft, {
      subject: subject.slice(0, 200),
      preheader: `New since the last issue, ${dayOf(startedAt)}`,
      body_md: issueBody(articles, siteUrl),
      ...(others.length === 0 ? { article_id: newest.id } : {}),
    });
    return { output: { issue_id: issue.id }, summary: `Issue draft “${issue.subject}” from ${articles.length} articles.` };
  },
});
