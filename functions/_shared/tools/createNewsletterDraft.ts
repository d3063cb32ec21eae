import { z } from 'zod';
import { callToolFunction } from './runTool.ts';
import { defineTool } from './toolDefinition.ts';

export const createNewsletterDraft = defineTool({
  name: 'create_newsletter_draft',
  description:
    'Create a newsletter issue as a draft for the owner to review and send from /newsletter-studio; this tool never sends it. Optionally names the article it was made from.',
  input: z.strictObject({
    subject: z.string().trim().min(1).max(200),
    preheader: z.string().trim().max(200).default(''),
    body_md: z.string().max(200_000),
    article_id: z.uuid({ error: 'expected the article’s id (a UUID)' }).optional(),
  }),
  output: z.object({ id: z.uuid(), slug: z.string(), subject: z.string() }),
  scopes: ['newsletter:write'],
  effect: 'write',
  run: (input, context) =>
    callToolFunction(context, 'tool_create_newsletter_draft', {
      p_subject: input.subject,
      p_preheader: input.preheader,
      p_body_md: input.body_md,
      p_article_id: input.article_id ?? null,
      p_idempotency_key: context.idempotencyKey ?? null,
    }),
});
