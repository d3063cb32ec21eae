import { generateText } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { modelTools, needsApproval } from '../../../../../functions/_shared/tools/aiSdkTools.ts';
import { toolNamed, toolRegistry } from '../../../../../functions/_shared/tools/registry.ts';

const lead = '00000000-0000-4000-8000-000000000001';
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

/** A model that asks for one tool call. */
function modelCalling(toolName: string, input: unknown) {
  return new MockLanguageModelV4({
    doGenerate: {
      content: [{ type: 'tool-call', toolCallId: 'call-1', toolName, input: JSON.stringify(input) }],
      finishReason: { unified: 'tool-calls', raw: undefined },
      usage,
      warnings: [],
    },
  });
}

describe('registry tools in one model turn', () => {
  it('offer every tool with its description and hand the call back unrun', async () => {
    const model = modelCalling('add_task', { title: 'Call back', lead_id: lead });
    const result = await generateText({ model, prompt: 'Triage the lead.', tools: modelTools(toolRegistry) });
    const offered = model.doGenerateCalls[0]?.tools?.map((offer) => (offer.type === 'function' ? offer.name : offer.type));
    expect(offered).toEqual(toolRegistry.map((definition) => definition.name));
    expect(result.toolCalls).toEqual([
      expect.objectContaining({ toolCallId: 'call-1', toolName: 'add_task', input: { title: 'Call back', notes: '', lead_id: lead } }),
    ]);
    expect(result.toolResults).toEqual([]);
  });

  it('let a model read freely, write only where the owner allowed the tool, and never send unasked', () => {
    const allowed = new Set(['add_task', 'send_reply']);
    const asks = Object.fromEntries(toolRegistry.map((definition) => [definition.name, needsApproval(definition, allowed)]));
    expect(asks).toMatchObject({
      search_notes: false,
      read_lead: false,
      add_task: false,
      draft_reply: true,
      create_brief_draft: true,
      send_reply: true,
    });
    expect(needsApproval(toolNamed('record_triage')!, new Set())).toBe(true);
  });
});
