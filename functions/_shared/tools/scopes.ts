/**
 * What the AI's tools may touch, named once. A tool lists the scopes it needs; the MCP server's
 * tokens and the partner API's keys grant scopes from this list, and the consent screens show the
 * sentence beside each. `read` scopes only read; the others change the owner's data or reach a
 * person outside.
 */
export const toolScopes = {
  'notes:read': 'Search and read the owner’s notes',
  'site:read': 'Search the site’s published pages',
  'signals:read': 'List the signals the owner keeps',
  'briefs:read': 'Read research briefs and their sources',
  'briefs:write': 'Create research brief drafts',
  'articles:read': 'List the articles the owner has published',
  'newsletter:write': 'Create newsletter issue drafts (never send them)',
  'leads:read': 'Read leads and the messages they came from',
  'leads:write': 'Draft replies kept on leads',
  'tasks:write': 'Add tasks to the owner’s to-do list',
  'mail:send': 'Send mail in the owner’s name',
} as const;

export type ToolScope = keyof typeof toolScopes;
