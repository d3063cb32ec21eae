import { describe, expect, it } from 'vitest';
import { mcpToolDefault, mcpToolOffered, mcpToolSwitchable } from '../../../../../functions/_shared/credentials/mcpTools.ts';
import { toolRegistry } from '../../../../../functions/_shared/tools/registry.ts';

describe('the tools MCP clients get', () => {
  it('start with the reads that hold no personal data, and never a send', () => {
    const offered = toolRegistry.filter((tool) => mcpToolOffered(tool, new Map())).map((tool) => tool.name);
    expect(offered).toEqual(['search_notes', 'search_site_passages', 'list_signals', 'read_brief', 'list_recent_articles']);
    expect(toolRegistry.filter((tool) => !mcpToolSwitchable(tool)).map((tool) => tool.name)).toEqual(['send_reply']);
    expect(toolRegistry.filter((tool) => tool.personalData).map((tool) => tool.name)).toEqual(['list_new_leads', 'read_lead']);
  });

  it('follow the owner’s switches, except that a send stays off', () => {
    const switches = new Map([
      ['search_notes', false],
      ['add_task', true],
      ['send_reply', true],
    ]);
    const named = (name: string) => {
      const tool = toolRegistry.find((each) => each.name === name);
      if (!tool) throw new Error(`no tool ${name}`);
      return tool;
    };
    expect(mcpToolOffered(named('search_notes'), switches)).toBe(false);
    expect(mcpToolOffered(named('add_task'), switches)).toBe(true);
    expect(mcpToolOffered(named('send_reply'), switches)).toBe(false);
    expect(mcpToolDefault(named('add_task'))).toBe(false);
  });
});
