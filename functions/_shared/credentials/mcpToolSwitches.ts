import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../databaseFailure.ts';
import { FunctionError } from '../errors.ts';
import { toolNamed, toolRegistry } from '../tools/registry.ts';
import { mcpToolDefault, mcpToolOffered, mcpToolSwitchable } from './mcpTools.ts';

/** The owner's switches, by tool: only the tools changed from their default have one. */
export async function readToolSwitches(db: SupabaseClient): Promise<Map<string, boolean>> {
  const { data, error, status } = await db.from('mcp_tool_switches').select('tool_name, enabled');
  if (error) throw databaseFailure('mcp_tool_switches', { error, status });
  return new Map((data ?? []).map((row) => [row.tool_name as string, row.enabled as boolean]));
}

/** Every tool of the registry as the MCP dashboard lists it: whether it is offered now and whether the owner may change that. */
export function describeMcpTools(switches: ReadonlyMap<string, boolean>) {
  return toolRegistry.map((tool) => ({
    name: tool.name,
    description: tool.description,
    scopes: tool.scopes,
    effect: tool.effect,
    personalData: tool.personalData === true,
    enabled: mcpToolOffered(tool, switches),
    byDefault: mcpToolDefault(tool),
    switchable: mcpToolSwitchable(tool),
  }));
}

/** Turns a tool on or off for MCP clients; a send tool stays off whatever is asked (400). */
export async function switchTool(db: SupabaseClient, name: string, enabled: boolean, admin: string) {
  const tool = toolNamed(name);
  if (!tool) throw new FunctionError('not_found', `There is no tool called ${name}.`);
  if (!mcpToolSwitchable(tool)) {
    throw new FunctionError('validation_failed', `${name} sends mail in your name, so it is never offered to MCP clients.`);
  }
  const { error, status } = await db
    .from('mcp_tool_switches')
    .upsert({ tool_name: name, enabled, changed_by: admin, changed_at: new Date().toISOString() });
  if (error) throw databaseFailure('mcp_tool_switches', { error, status });
  return { tools: describeMcpTools(await readToolSwitches(db)) };
}
