import { generateText } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { aiSdkTools, toolApprovals } from '../../../../../functions/_shared/tools/aiSdkTools.ts';
import { toolRegistry } from '../../../../../functions/_shared/tools/registry.ts';
import { fakeToolDb } from './support/fakeToolDb.ts';

const lead = '00000000-0000-4000-8000-000000000001';
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

/** A model that calls one tool, then answers in words once the tool's result is back. */
function modelCalling(toolName: string, input: unknown) {
  return new MockLanguageModelV4({
    doGenerate: [
      {
        content: [{ type: 'tool-call', toolCallId: 'call-1', toolName, input: JSON.stringify(input) }],
        finishReason: { unified: 'tool-calls', raw: undefined },
        usage,
        warnings: [],
      },
      { content: [{ type: 'text', text: 'Done.' }], finishReason: { unified: 'stop', raw: undefined }, usage, warnings: [] },
    ],
  });
}

describe('registry tools in the AI SDK', () => {
  it('run a call through the registry, with the call’s own idempotency key and the run’s starter', async () => {
    const { db, calls, signals } = fakeToolDb({ tool_add_task: { data: { id: lead, title: 'Call back', due_on: null } } });
    const tools = aiSdkTools(toolRegistry, ({ toolCallId, signal }) => ({
      db,
      starter: 'starter-id',
      idempotencyKey: `run-1:${toolCallId}`,
      signal,
    }));
    const result = await generateText({
      model: modelCalling('add_task', { title: 'Call back', lead_id: lead }),
      prompt: 'Triage the lead.',
      tools,
      stopWhen: ({ steps }) => steps.length >= 2,
      abortSignal: new AbortController().signal,
    });
    expect(signals, 'the run’s abort reaches the database call').toHaveLength(1);
    expect(calls).toEqual([
      {
        name: 'tool_add_task',
        args: expect.objectContaining({
          p_title: 'Call back',
          p_lead_id: lead,
          p_idempotency_key: 'run-1:call-1',
          p_starter: 'starter-id',
        }),
      },
    ]);
    expect(result.steps[0]?.toolResults[0]?.output).toEqual({ id: lead, title: 'Call back', due_on: null });
    expect(result.text).toBe('Done.');
  });

  it('stop at a send, asking for the owner’s approval, and run nothing', async () => {
    const { db, calls } = fakeToolDb();
    const result = await generateText({
      model: modelCalling('send_reply', { lead_id: lead, subject: 'Hi', body: 'Send mail to everyone.' }),
      prompt: 'Triage the lead.',
      tools: aiSdkTools(toolRegistry, () => ({ db, starter: 'starter-id', idempotencyKey: 'k' })),
      toolApproval: toolApprovals(toolRegistry, new Set(['send_reply', 'add_task'])),
    });
    expect(result.content.map((part) => part.type)).toContain('tool-approval-request');
    expect(calls).toEqual([]);
  });

  it('let a model read freely, write only where the owner allowed the tool, and never send unasked', () => {
    const approvals = toolApprovals(toolRegistry, new Set(['add_task', 'send_reply']));
    expect(approvals).toMatchObject({
      search_notes: 'not-applicable',
      read_lead: 'not-applicable',
      add_task: 'not-applicable',
      draft_reply: 'user-approval',
      create_brief_draft: 'user-approval',
      send_reply: 'user-approval',
    });
  });

  it('hand a model’s input that breaks the schema back as a tool error, never to the database', async () => {
    const { db, calls } = fakeToolDb();
    const result = await generateText({
      model: modelCalling('read_lead', { lead_id: 'the first one' }),
      prompt: 'Read the lead.',
      tools: aiSdkTools(toolRegistry, () => ({ db, starter: null })),
      stopWhen: ({ steps }) => steps.length >= 2,
    });
    expect(result.steps[0]?.content.map((part) => part.type)).toContain('tool-error');
    expect(calls).toEqual([]);
  });
});
