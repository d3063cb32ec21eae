import type { ToolDefinition } from '../tools/toolDefinition.ts';

/**
 * Whether the MCP server offers a tool before the owner says otherwise: a read tool yes, unless
 * it answers with people's personal data; a write tool no, until the owner turns it on.
 */
export const mcpToolDefault = (tool: ToolDefinition): boolean => tool.effect === 'read' && !tool.personalData;

/** A send tool (mail in the owner's name) is never offered to an outside client, whatever the switches say. */
export const mcpToolSwitchable = (tool: ToolDefinition): boolean => tool.effect !== 'send';

/** Whether the MCP server offers the tool now: its switch where the owner set one, else its default. */
export function mcpToolOffered(tool: ToolDefinition, switches: ReadonlyMap<string, boolean>): boolean {
  return mcpToolSwitchable(tool) && (switches.get(tool.name) ?? mcpToolDefault(tool));
}
