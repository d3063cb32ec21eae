/**
 * The demo's model, since a fresh clone has none: it answers the demo's one agent run, a
 * newsletter draft, with the turns the workflow's prompt asks for (list the articles, draft the
 * issue from them, say what it did), through the real agent loop, its approval gate and its
 * stored steps. Tokens are counted as about four characters each and priced as a small hosted
 * model is, and it answers at the pace of a quick one (a fifth of a second, then a thousand
 * tokens a second), so the run shows tokens, a cost and durations as a hosted model's would.
 */
import type { ModelMessage } from 'ai';
import type { ChatPort, ToolTurn } from '../../functions/_shared/ai/ports.ts';
import { issueBody } from '../../functions/_shared/workbench/workflows/newsletterDraft.ts';

const modelName = 'demo-model';
export const sampleModelLabel = `demo · ${modelName}`;
/** US dollars per million tokens. */
export const sampleModelPrices = { [modelName]: { input: 0.15, output: 0.6 } };

type Article = { id: string; slug: string; title: string; summary: string };
type Move = { text: string } | { tool: string; input: Record<string, unknown> };

const toolResults = (messages: readonly ModelMessage[]) =>
  messages.flatMap((message) =>
    message.role === 'tool'
      ? message.content.flatMap((part) => (part.type === 'tool-result' && part.output.type === 'json' ? [part.output.value] : []))
      : [],
  );

const tokens = (value: unknown) => Math.ceil(JSON.stringify(value).length / 4);

function nextMove(results: readonly unknown[], siteUrl: string): Move {
  if (results.length === 0) return { tool: 'list_recent_articles', input: { limit: 10 } };
  if (results.length === 1) {
    const { articles } = results[0] as { articles: Article[] };
    const [newest] = articles;
    if (!newest) return { text: 'No article was published since the last issue: there is nothing to draft.' };
    return {
      tool: 'create_newsletter_draft',
      input: {
        subject: `New on the site: ${newest.title}`.slice(0, 200),
        preheader: newest.summary.slice(0, 200),
        body_md: `A short letter this time: one new piece, and why it matters before your next planning round.\n\n${issueBody(articles, siteUrl)}`,
        article_id: newest.id,
      },
    };
  }
  const made = results[1] as { subject?: string; error?: string };
  return {
    text: made.subject
      ? `The issue “${made.subject}” is drafted for you to review in the newsletter studio; nothing was sent.`
      : `No draft was made: ${made.error ?? 'the call was refused'}.`,
  };
}

export function sampleNewsletterModel(siteUrl: string): ChatPort {
  // It only drafts issues; asked to chat, it says so.
  const closing = 'I am the demo’s model: I only draft newsletter issues from your published articles.';
  return {
    label: sampleModelLabel,
    complete: async () => closing,
    async *stream() {
      yield closing;
    },
    async toolTurn(request): Promise<ToolTurn> {
      const results = toolResults(request.messages);
      const move = nextMove(results, siteUrl);
      const call = 'tool' in move ? { toolCallId: `call_${results.length + 1}`, toolName: move.tool, input: move.input } : null;
      const reply: ModelMessage = call
        ? { role: 'assistant', content: [{ type: 'tool-call', ...call }] }
        : { role: 'assistant', content: [{ type: 'text', text: 'text' in move ? move.text : '' }] };
      const outputTokens = tokens(reply);
      await new Promise((resolve) => setTimeout(resolve, 200 + outputTokens));
      return {
        text: 'text' in move ? move.text : '',
        toolCalls: call ? [call] : [],
        messages: [reply],
        model: modelName,
        inputTokens: tokens({ system: request.system, messages: request.messages, tools: Object.keys(request.tools) }),
        outputTokens,
      };
    },
  };
}
