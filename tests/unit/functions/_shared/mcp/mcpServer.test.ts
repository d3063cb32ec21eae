import { describe, expect, it } from 'vitest';
import type { CheckedCredential } from '../../../../../functions/_shared/credentials/checkCredential.ts';
import { offeredTools } from '../../../../../functions/_shared/mcp/mcpServer.ts';
import { toolScopes } from '../../../../../functions/_shared/tools/scopes.ts';

const token = (scopes: string[]): CheckedCredential => ({ id: 'x', kind: 'mcp', name: 'Client', scopes, owner: 'owner', partnerId: null });
const offered = (scopes: string[], switches: [string, boolean][] = []) =>
  offeredTools({ credential: token(scopes), switches: new Map(switches) }).map((tool) => tool.name);

describe('offeredTools', () => {
  it('offers the tools whose every scope the token grants, as the switches leave them', () => {
    for (const [scopes, switches, expected] of [
      [['notes:read'], [], ['search_notes']],
      [['leads:read'], [], []],
      [['leads:read'], [['read_lead', true]], ['read_lead']],
      [['tasks:write'], [], []],
      [['tasks:write'], [['add_task', true]], ['add_task']],
      [['notes:read', 'site:read'], [['search_notes', false]], ['search_site_passages']],
    ] as [string[], [string, boolean][], string[]][]) {
      expect(offered(scopes, switches), `${scopes} ${JSON.stringify(switches)}`).toEqual(expected);
    }
  });

  it('never offers a send, whatever the token and the switches say', () => {
    expect(offered(Object.keys(toolScopes), [['send_reply', true]])).not.toContain('send_reply');
  });
});
