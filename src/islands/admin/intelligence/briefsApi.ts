import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, flag, listOf, oneOf, orNull, sqlNumber, text } from '../kit/answerShape.ts';

export type BriefStatus = 'draft' | 'final';

export interface BriefSummary {
  id: string;
  title: string;
  status: BriefStatus;
  finalised_at: string | null;
  created_at: string;
  updated_at: string;
  is_sample: boolean;
  items: number;
}

export interface Brief {
  id: string;
  title: string;
  body_md: string;
  status: BriefStatus;
  finalised_at: string | null;
  updated_at: string;
  is_sample: boolean;
}

const status = oneOf<BriefStatus>(['draft', 'final']);
const summary = fields<BriefSummary>({
  id: text,
  title: text,
  status,
  finalised_at: orNull(text),
  created_at: text,
  updated_at: text,
  is_sample: flag,
  items: sqlNumber,
});
const brief = fields<Brief>({
  id: text,
  title: text,
  body_md: text,
  status,
  finalised_at: orNull(text),
  updated_at: text,
  is_sample: flag,
});
const briefColumns = 'id, title, body_md, status, finalised_at, updated_at, is_sample';

export async function loadBriefSummaries(): Promise<BriefSummary[]> {
  const result = await (await getSupabase()).rpc('brief_summaries').limit(5000);
  if (result.error) throw queryFailed('load the briefs', result);
  return checked(listOf(summary), result.data, 'the briefs');
}

export async function createBrief(title: string): Promise<Brief> {
  const result = await (await getSupabase()).from('briefs').insert({ title }).select(briefColumns).single();
  if (result.error) throw queryFailed('create the brief', result);
  return checked(brief, result.data, 'the brief created');
}

export async function loadBrief(id: string): Promise<Brief | null> {
  const result = await (await getSupabase()).from('briefs').select(briefColumns).eq('id', id).maybeSingle();
  if (result.error) throw queryFailed('load the brief', result);
  return checked(orNull(brief), result.data, 'the brief');
}

/** Saves the title, text or status; a final brief's trigger refuses a change to its text, said in words. */
export async function saveBrief(id: string, change: Partial<Pick<Brief, 'title' | 'body_md' | 'status'>>): Promise<Brief> {
  const result = await (await getSupabase()).from('briefs').update(change).eq('id', id).select(briefColumns).single();
  if (result.error) throw queryFailed('save the brief', result);
  return checked(brief, result.data, 'the brief saved');
}

export async function deleteBrief(id: string): Promise<void> {
  const result = await (await getSupabase()).from('briefs').delete().eq('id', id);
  if (result.error) throw queryFailed('delete the brief', result);
}
