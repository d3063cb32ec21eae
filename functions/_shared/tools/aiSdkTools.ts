import { tool, type ToolSet } from 'ai';
import type { ToolDefinition } from './toolDefinition.ts';

/**
 * Registry tools as the AI SDK's `tools` for one model turn: the same names, descriptions and
 * input schemas, and no `execute`. The runner runs each call the model asks for itself, through
 * runTool and its approval gate, and stores it as a step before the next turn, so a run resumes
 * after a crash without calling anything twice.
 */
export function modelTools(definitions: readonly ToolDefinition[]): ToolSet {
  return Object.fromEntries(
    definitions.map((definition) => [definition.name, tool({ description: definition.description, inputSchema: definition.input })]),
  );
}

/**
 * Whether a call a model chose waits for the owner: reads never; a write unless the owner allowed
 * that tool for the workflow; a send always.
 */
export function needsApproval(definition: ToolDefinition, allowedWrites: ReadonlySet<string>): boolean {
  if (definition.effect === 'read') return false;
  return definition.effect === 'send' || !allowedWrites.has(definition.name);
}
