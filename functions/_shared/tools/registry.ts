import { addTask } from './addTask.ts';
import { createBriefDraft } from './createBriefDraft.ts';
import { createNewsletterDraft } from './createNewsletterDraft.ts';
import { discardReply } from './discardReply.ts';
import { draftReply } from './draftReply.ts';
import { listNewLeads } from './listNewLeads.ts';
import { listRecentArticles } from './listRecentArticles.ts';
import { listSignals } from './listSignals.ts';
import { readBrief } from './readBrief.ts';
import { readLead } from './readLead.ts';
import { recordTriage } from './recordTriage.ts';
import { searchNotes } from './searchNotes.ts';
import { searchSitePassages } from './searchSitePassages.ts';
import { sendReply } from './sendReply.ts';
import type { ToolDefinition } from './toolDefinition.ts';

/**
 * Every tool the AI may use, found by name. The chat's grounding, the workflows' agents, the
 * tools' page (their input forms), and the MCP server and partner API read this list.
 */
export const toolRegistry: readonly ToolDefinition[] = [
  searchNotes,
  searchSitePassages,
  listSignals,
  readBrief,
  createBriefDraft,
  listRecentArticles,
  createNewsletterDraft,
  listNewLeads,
  readLead,
  recordTriage,
  addTask,
  draftReply,
  discardReply,
  sendReply,
];

export function toolNamed(name: string): ToolDefinition | undefined {
  return toolRegistry.find((tool) => tool.name === name);
}
