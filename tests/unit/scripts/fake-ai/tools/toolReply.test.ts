import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, stepCountIs, streamText, type Tool, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { toolRegistry } from '../../../../../functions/_shared/tools/registry.ts';
import { type FakeAiRequest, fakeAiApp } from '../../../../../scripts/fake-ai/server.ts';
import { ids, plausibleResults } from './support/plausibleResults.ts';

/** The fake's app behind the AI SDK's OpenAI-compatible adapter, with no server: its fetch calls the app. */
function fakeModel(pace = { chunkDelayMs: 0, stepDelayMs: 0 }) {
  const requests: FakeAiRequest[] = [];
  const app = fakeAiApp(requests, { failure: null }, pace);
  const provider = createOpenAICompatible({
    name: 'fake',
    baseURL: 'http://fake-ai.test/v1',
    fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
  });
  return { model: provider.chatModel('fake-chat'), requests };
}

/** The registry's tools as the runner gives them: schemas only (it runs the calls itself), or answering plausibly. */
const registryTools = (answer?: (name: string) => unknown): Record<string, Tool> =>
  Object.fromEntries(
    toolRegistry.map((definition) => [
      definition.name,
      answer
        ? tool({ description: definition.description, inputSchema: definition.input, execute: async () => answer(definition.name) })
        : tool({ description: definition.description, inputSchema: definition.input }),
    ]),
  );

const job = {
  instructions: 'You triage leads. Work in this order: read_lead, add_task, draft_reply, send_reply.',
  prompt: `Triage the lead lead_id: ${ids.lead}.`,
};

describe('the fake’s tool calls, as the AI SDK reads them', () => {
  it('arrive whole and streamed, one per step, with input the tool’s schema accepts', async () => {
    const { model, requests } = fakeModel({ chunkDelayMs: 1, stepDelayMs: 0 });
    const whole = await generateText({ model, ...job, tools: registryTools() });
    const streamed = streamText({ model, ...job, tools: registryTools() });
    for (const toolCalls of [whole.toolCalls, await streamed.toolCalls]) {
      expect(toolCalls).toEqual([expect.objectContaining({ toolCallId: 'call_1', toolName: 'read_lead', input: { lead_id: ids.lead } })]);
    }
    expect(whole.finishReason).toBe('tool-calls');
    expect(await streamed.finishReason).toBe('tool-calls');
    expect((await streamed.usage).inputTokens, 'the streamed answer reports its usage').toBeGreaterThan(0);
    expect(requests.map((request) => request.stream)).toEqual([false, true]);
  });

  it('run a whole agent loop to the final words, and stop at a send the owner must approve', async () => {
    const { model } = fakeModel();
    const result = await generateText({
      model,
      ...job,
      tools: registryTools((name) => plausibleResults[name]),
      toolApproval: { send_reply: 'user-approval' },
      stopWhen: stepCountIs(10),
    });
    const calls = result.steps.flatMap((step) => step.toolCalls.map((call) => call.toolName));
    expect(calls).toEqual(['read_lead', 'add_task', 'draft_reply', 'send_reply']);
    expect(result.steps.flatMap((step) => step.content).filter((part) => part.type === 'tool-error')).toEqual([]);
    expect(result.content.map((part) => part.type)).toContain('tool-approval-request');
  });

  it('end with a summary once every named tool has answered, whole and streamed', async () => {
    const { model } = fakeModel();
    const settings = {
      model,
      instructions: 'Work in this order: list_signals, search_notes, create_brief_draft.',
      prompt: 'Write a brief on this week’s signals.',
      tools: registryTools((name) => plausibleResults[name]),
      stopWhen: stepCountIs(10),
    };
    const whole = await generateText(settings);
    const streamed = streamText(settings);
    expect(whole.steps).toHaveLength(4);
    expect((await streamed.steps).map((step) => step.toolCalls.map((call) => call.toolName))).toEqual(
      whole.steps.map((step) => step.toolCalls.map((call) => call.toolName)),
    );
    expect(await streamed.text).toBe(whole.text);
    expect(whole.text).toMatch(/^\[fake-ai\] Done\. Called list_signals \(2 results.*create_brief_draft \(answered "Edge brief"\)/);
    expect(whole.usage.outputTokens).toBeGreaterThan(0);
  });

  it('wait the step delay before each answer, so a run can be stopped between steps', async () => {
    const { model } = fakeModel({ chunkDelayMs: 0, stepDelayMs: 150 });
    const started = performance.now();
    await generateText({ model, ...job, tools: registryTools() });
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });
});
