import { z } from 'zod';
import { toolScopes } from './scopes.ts';
import type { ToolDefinition, ToolEffect } from './toolDefinition.ts';

export interface ToolDescription {
  name: string;
  description: string;
  scopes: readonly string[];
  effect: ToolEffect;
  /** JSON Schema of what a caller sends (defaults optional), so a form or an MCP client needs no zod. */
  input: Record<string, unknown>;
  /** JSON Schema of what the tool answers. */
  output: Record<string, unknown>;
}

/** A tool as the browser, an MCP client or an API reader learns it: its schemas in JSON Schema (draft 2020-12). */
export function describeTool(tool: ToolDefinition): ToolDescription {
  return {
    name: tool.name,
    description: tool.description,
    scopes: tool.scopes,
    effect: tool.effect,
    input: z.toJSONSchema(tool.input, { io: 'input', unrepresentable: 'any' }),
    output: z.toJSONSchema(tool.output, { io: 'output', unrepresentable: 'any' }),
  };
}

/** The whole registry as JSON: every tool, and the scope vocabulary with the sentence of each. */
export const describeRegistry = (tools: readonly ToolDefinition[]) => ({ scopes: toolScopes, tools: tools.map(describeTool) });
