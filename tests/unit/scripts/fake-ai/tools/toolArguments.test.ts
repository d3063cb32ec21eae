import { describe, expect, it } from 'vitest';
import { toolRegistry } from '../../../../../functions/_shared/tools/registry.ts';
import { toolArguments } from '../../../../../scripts/fake-ai/tools/toolArguments.ts';
import type { JsonSchema } from '../../../../../scripts/fake-ai/tools/toolConversation.ts';
import { ids, plausibleResults } from './support/plausibleResults.ts';
import { chatMessages, conversationOf, openAiTools } from './support/toolChat.ts';

const tools = await openAiTools();
const schemaOf = (name: string) => tools.find((tool) => tool.function.name === name)?.function.parameters as JsonSchema;
const job = { user: `Write a brief on the strongest signals of the week, then triage lead_id: ${ids.lead}.` };
/** Every read the workflows make, answered, then the writes: what a tool sees late in a run. */
const earlier = ['list_recent_articles', 'read_lead', 'search_notes', 'create_brief_draft', 'list_signals'].map(
  (name) => [name, plausibleResults[name]] as const,
);

describe('the fake’s tool arguments', () => {
  it('are accepted by every registry tool’s own input schema, given plausible answers before', () => {
    const conversation = conversationOf(chatMessages(job, earlier), tools);
    for (const tool of toolRegistry) {
      expect(tool.output.safeParse(plausibleResults[tool.name]).success, `the fixture of ${tool.name} is a real answer`).toBe(true);
      const input = toolArguments(schemaOf(tool.name), conversation);
      expect(tool.input.safeParse(input).error?.issues, `${tool.name}: ${JSON.stringify(input)}`).toBeUndefined();
    }
  });

  it('take ids from the prompt and the answers of the tools their names point at', () => {
    const conversation = conversationOf(chatMessages(job, earlier), tools);
    expect(toolArguments(schemaOf('create_brief_draft'), conversation)).toMatchObject({
      signal_ids: [ids.signal, ids.otherSignal],
      note_ids: [ids.note],
    });
    expect(toolArguments(schemaOf('add_task'), conversation)).toMatchObject({ lead_id: ids.lead, signal_id: ids.signal });
    expect(toolArguments(schemaOf('read_brief'), conversation)).toEqual({ brief_id: ids.brief });
    expect(toolArguments(schemaOf('create_newsletter_draft'), conversation)).toMatchObject({ article_id: ids.article });
  });

  it('search for the tags the last answer holds, else its titles, else the job’s key words', () => {
    const question = (steps: Parameters<typeof chatMessages>[1]) =>
      toolArguments(schemaOf('search_notes'), conversationOf(chatMessages(job, steps), tools)).question;
    expect(question([['list_signals', plausibleResults.list_signals]])).toBe('edge chips agents');
    expect(question([['search_notes', plausibleResults.search_notes]])).toBe('Notes on edge inference');
    expect(question([])).toBe('write brief strongest signals week triage');
  });

  it('write a labelled title from the job and a labelled body citing what the tools answered', () => {
    const input = toolArguments(schemaOf('create_brief_draft'), conversationOf(chatMessages(job, earlier), tools));
    expect(input.title).toBe('[fake-ai] Write a brief on the strongest signals of the week');
    expect(input.body_md).toMatch(/^\[fake-ai\] Composed by a development server, not a model/);
    expect(input.body_md).toContain('- Edge chips ship\n- Agents in CRMs');
    expect(input.body_md).toContain('- Why the edge wins');
  });

  it('leave out the optional properties they know nothing about, so the tool’s defaults hold', () => {
    const input = toolArguments(schemaOf('list_signals'), conversationOf(chatMessages(job, []), tools));
    expect(input).toEqual({});
  });

  it('fill a required property the name says nothing about from its type', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        level: { type: 'integer', minimum: 2 },
        size: { type: 'number', default: 7 },
        kind: { enum: ['short', 'long'] },
        urgent: { type: 'boolean' },
        labels: { type: 'array', items: { type: 'string' } },
        when: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 5 }] },
      },
      required: ['level', 'size', 'kind', 'urgent', 'labels', 'when'],
    };
    expect(toolArguments(schema, conversationOf(chatMessages(job, []), tools))).toEqual({
      level: 2,
      size: 7,
      kind: 'short',
      urgent: false,
      labels: [],
      when: 'write',
    });
  });
});
