import type { ModelMessage } from 'ai';
import type { ChatPort, ToolTurn } from '../ai/ports.ts';
import { modelTools, needsApproval } from '../tools/aiSdkTools.ts';
import type { ToolDefinition } from '../tools/toolDefinition.ts';
import type { Decision, Stepper } from './stepper.ts';

export interface AgentTask {
  system: string;
  prompt: string;
  tools: readonly ToolDefinition[];
  /** Write tools the owner lets this workflow's model use without asking. */
  allowedWrites: ReadonlySet<string>;
  maxTurns: number;
}

export interface AgentOutcome {
  text: string;
  /** The tool calls that ran, in order, with what they answered. */
  calls: { tool: string; input: unknown; output: unknown }[];
  /** False when the turn limit stopped the agent before it answered in words. */
  finished: boolean;
}

const approvalReason = (definition: ToolDefinition) =>
  definition.effect === 'send'
    ? 'It would reach a person outside: every send waits for you.'
    : 'The model chose to change your data, and this tool is not allowed for this workflow without asking.';

/**
 * An AI SDK agent loop, one stored step at a time: each model turn is a step; the calls it asks
 * for are gated (a send always, a write unless allowed, asked of the owner all at once before any
 * of the turn's calls runs, so a replay meets them at the same places), then run as steps, and
 * their answers go back to the model as data. What a tool answers, text from outside included,
 * never widens what the model may do: only the gate's approvals do.
 */
export async function runAgent(steps: Stepper, chat: ChatPort, task: AgentTask): Promise<AgentOutcome> {
  const messages: ModelMessage[] = [{ role: 'user', content: task.prompt }];
  const tools = modelTools(task.tools);
  const calls: AgentOutcome['calls'] = [];
  for (let turn = 1; turn <= task.maxTurns; turn++) {
    const shown = turn === 1 ? { system: task.system, prompt: task.prompt, tools: task.tools.map((tool) => tool.name) } : { turn };
    const reply = await steps.model<Omit<ToolTurn, 'inputTokens' | 'outputTokens'>>(
      `Ask the model what to do (turn ${turn})`,
      shown,
      async () => {
        const { inputTokens, outputTokens, ...answer } = await chat.toolTurn({ system: task.system, messages, tools });
        return { output: answer, tokens: [inputTokens, outputTokens] };
      },
    );
    messages.push(...reply.messages);
    if (reply.toolCalls.length === 0) return { text: reply.text, calls, finished: true };
    const offered = reply.toolCalls.map((call) => task.tools.find((tool) => tool.name === call.toolName));
    const decisions: (Decision | null)[] = [];
    for (const [index, call] of reply.toolCalls.entries()) {
      const definition = offered[index];
      const gated = definition && needsApproval(definition, task.allowedWrites);
      decisions.push(
        gated ? await steps.approval(`Ask you before ${definition.name}`, definition.name, call.input, approvalReason(definition)) : null,
      );
    }
    if (decisions.some((decision) => decision?.decision === 'pending')) steps.suspend('approval');
    const results = [];
    for (const [index, call] of reply.toolCalls.entries()) {
      const definition = offered[index];
      const decision = decisions[index];
      let output: unknown;
      if (!definition) output = { error: `There is no tool ${call.toolName} here.` };
      else if (decision?.decision === 'denied') output = { error: 'The owner denied this call. Do not try it again.' };
      else {
        const input = decision?.decision === 'approved' ? decision.input : call.input;
        output = await steps.tool(`Call ${definition.name}`, definition, input, { errorsBack: true });
        calls.push({ tool: definition.name, input, output });
      }
      results.push({
        type: 'tool-result' as const,
        toolCallId: call.toolCallId,
        toolName: call.toolName,
        output: { type: 'json' as const, value: output as never },
      });
    }
    messages.push({ role: 'tool', content: results });
  }
  return { text: '', calls, finished: false };
}
