import type { SupabaseClient } from '@supabase/supabase-js';
import type { ChatMessage } from '../_shared/ai/ports.ts';
import { type SitePassage, sourceOf } from '../_shared/ai/siteGuide.ts';
import { runTool } from '../_shared/tools/runTool.ts';
import { searchNotes } from '../_shared/tools/searchNotes.ts';
import { searchSitePassages } from '../_shared/tools/searchSitePassages.ts';
import type { ChatSource } from './conversation.ts';

/** A passage the model is given to answer from, with the title and link it is cited by. */
export interface GroundingPassage extends ChatSource {
  text: string;
}

/** How many passages of the site go into one prompt: enough to answer from, few enough for a small local model. */
const passagesPerQuestion = 6;
/** How many of the owner's notes join them: the best few, each by the part of it that matches. */
const notesPerQuestion = 3;

/**
 * A note as a passage: cited as "Note: <title>", so the reader tells the owner's own notes from the
 * site's pages, and opening the knowledge base on that note.
 */
export function notePassage(note: { id: string; title: string; passage: string }): SitePassage {
  return {
    title: note.title,
    page_title: 'Note',
    url: `/knowledge-base?note=${encodeURIComponent(note.id)}`,
    text: note.passage || note.title,
  };
}

/**
 * Where the admin's answers are grounded: the owner's knowledge-base notes that match the question
 * first (archived ones left out), since their own words on a subject come before the site's, then
 * the site's public passages; each through the tool registry's search tools, run as the admin's own
 * session. The notes are here only, in the admin's chat: the signed-in users' assistant
 * (functions/voice-conversation) reads the site's passages alone, and the tools refuse anyone but
 * the admin.
 */
export async function adminPassagesFor(client: SupabaseClient, question: string): Promise<SitePassage[]> {
  const context = { db: client, starter: null };
  const [notes, pages] = await Promise.all([
    runTool(searchNotes, { question, limit: notesPerQuestion }, context),
    runTool(searchSitePassages, { question, limit: passagesPerQuestion }, context),
  ]);
  return [...notes.map(notePassage), ...pages];
}

export async function groundingFor(client: SupabaseClient, question: string): Promise<GroundingPassage[]> {
  return (await adminPassagesFor(client, question)).map((passage) => ({ ...sourceOf(passage), text: passage.text }));
}

/** The instructions and numbered passages the model answers from. */
export function groundedPrompt(passages: readonly GroundingPassage[]): ChatMessage {
  const numbered = passages.map((passage, index) => `[${index + 1}] ${passage.title} (${passage.url})\n${passage.text}`).join('\n\n');
  return {
    role: 'system',
    content: [
      'You assist the owner of an innovation-strategy website. Answer in British English, briefly and plainly.',
      passages.length
        ? 'Ground your answer in the numbered passages below (the owner’s own notes, named “Note: …”, then pages of the site) and cite each one you use as [n]. If they do not cover the question, say so before answering from general knowledge.'
        : 'No passage of the site or of your notes matches this question; say so before answering from general knowledge.',
      numbered,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** The passages the reply cites as [n], in order; every passage given when it cites none, so the reader can still check them. */
export function citedSources(reply: string, passages: readonly GroundingPassage[]): ChatSource[] {
  const cited = new Set(Array.from(reply.matchAll(/\[(\d{1,2})\]/g), (match) => Number(match[1]) - 1));
  const chosen = passages.filter((_, index) => cited.has(index));
  return (chosen.length ? chosen : passages).map(({ title, url }) => ({
    title,
    url,
  }));
}
