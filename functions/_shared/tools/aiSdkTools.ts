import { tool, type Tool, type ToolApprovalStatus } from 'ai';
import { runTool } from './runTool.ts';
import type { ToolContext, ToolDefinition } from './toolDefinition.ts';

/** One call's own part of the context: the AI SDK's id of the call and its abort signal. */
export interface ToolCall {
  toolCallId: string;
  signal?: AbortSignal;
}

/**
 * A registry tool as an AI SDK tool: the same description and schemas, and a call that goes
 * through runTool, so a model's input is checked as any caller's is. The context is made per
 * call, so each call has its own idempotency key (the run's step gives it).
 */
export function aiSdkTool(definition: ToolDefinition, contextFor: (call: ToolCall) => ToolContext): Tool {
  return tool({
    description: definition.description,
    inputSchema: definition.input,
    outputSchema: definition.output,
    execute: (input, { toolCallId, abortSignal }) => runTool(definition, input, contextFor({ toolCallId, signal: abortSignal })),
  });
}

/** Registry tools keyed by name, as `generateText`'s and `ToolLoopAgent`'s `tools` take them. */
export function aiSdkTools(definitions: readonly ToolDefinition[], contextFor: (call: ToolCall) => ToolContext): Record<string, Tool> {
  return Object.fromEntries(definitions.map((definition) => [definition.name, aiSdkTool(definition, contextFor)]));
}

/**
 * Which calls a model may make on its own (the AI SDK's `toolApproval`): reads always; a write
 * only when the owner allowed that tool for the workflow; a send never: the owner approves each.
 */
export function toolApprovals(
  definitions: readonly ToolDefinition[],
  allowedWrites: ReadonlySet<string>,
): Record<string, ToolApprovalStatus> {
  return Object.fromEntries(
    definitions.map((definition) => {
      const free = definition.effect === 'read' || (definition.effect === 'write' && allowedWrites.has(definition.name));
      return [definition.name, free ? 'not-applicable' : 'user-approval'];
    }),
  );
}
