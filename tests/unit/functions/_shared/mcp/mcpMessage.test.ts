import { describe, expect, it } from 'vitest';
import { operationOf } from '../../../../../functions/_shared/mcp/mcpMessage.ts';

describe('operationOf', () => {
  it('names a call by its tool when the registry has it, and keeps made-up names out of the usage record', () => {
    for (const [method, params, expected] of [
      ['tools/call', { name: 'search_notes' }, 'search_notes'],
      ['tools/call', { name: 'no_such_tool' }, 'tools/call'],
      ['tools/call', { name: 42 }, 'tools/call'],
      ['tools/list', undefined, 'tools/list'],
      ['notifications/initialized', undefined, 'notifications/initialized'],
      ['drop table; --', undefined, 'unknown_method'],
      [`a${'b'.repeat(120)}`, undefined, 'unknown_method'],
    ] as [string, Record<string, unknown> | undefined, string][]) {
      expect(operationOf({ jsonrpc: '2.0', id: 1, method, params }), method).toBe(expected);
    }
  });
});
