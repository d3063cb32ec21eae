import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { checked, sqlNumber, fields, flag, listOf, oneOf, orNull, text } from '../kit/answerShape.ts';
import { leadStageIds, type LeadStage } from './leadStages.ts';

export interface Lead {
  id: string;
  contact_message_id: string | null;
  name: string;
  email: string;
  organisation: string;
  stage: LeadStage;
  notes: string;
  next_step: string;
  next_step_on: string | null;
  stage_changed_at: string;
  created_at: string;
  is_sample: boolean;
  /** The lead triage's score (0 to 100) and why; null until a triage scored the lead. */
  triage_score: number | null;
  triage_reason: string;
  /** The reply drafted by the lead triage, kept here until the owner approves or denies sending it. */
  reply_subject: string;
  reply_body: string;
  reply_drafted_at: string | null;
  reply_sent_at: string | null;
}

export interface LeadMessage {
  message: string;
  created_at: string;
  handled: boolean;
}

export type LeadChange = Partial<Pick<Lead, 'name' | 'email' | 'organisation' | 'stage' | 'notes' | 'next_step' | 'next_step_on'>>;

const columns =
  'id, contact_message_id, name, email, organisation, stage, notes, next_step, next_step_on, stage_changed_at, created_at, is_sample, triage_score, triage_reason, reply_subject, reply_body, reply_drafted_at, reply_sent_at';

const stage = oneOf(leadStageIds);
const lead = fields<Lead>({
  id: text,
  contact_message_id: orNull(text),
  name: text,
  email: text,
  organisation: text,
  stage,
  notes: text,
  next_step: text,
  next_step_on: orNull(text),
  stage_changed_at: text,
  created_at: text,
  is_sample: flag,
  triage_score: orNull(sqlNumber),
  triage_reason: text,
  reply_subject: text,
  reply_body: text,
  reply_drafted_at: orNull(text),
  reply_sent_at: orNull(text),
});
const stageCounts = fields<Record<LeadStage, number>>({
  new: sqlNumber,
  replied: sqlNumber,
  call_booked: sqlNumber,
  proposal: sqlNumber,
  client: sqlNumber,
  closed: sqlNumber,
});

/** The leads and the count per stage. RLS gives them to the admin alone; the counts come from SQL. */
export async function loadLeads(): Promise<{ leads: Lead[]; counts: Record<LeadStage, number> }> {
  const client = await getSupabase();
  const [leads, counts] = await Promise.all([
    client.from('leads').select(columns).order('created_at', { ascending: false }).limit(1000),
    client.rpc('lead_stage_counts'),
  ]);
  if (leads.error) throw queryFailed('load the leads', leads);
  if (counts.error) throw queryFailed('count the leads per stage', counts);
  if (counts.data === null) throw new Error('The leads are for the site’s administrator only.');
  return { leads: checked(listOf(lead), leads.data, 'the leads'), counts: checked(stageCounts, counts.data, 'the counts per stage') };
}

/** The contact message a lead came from, quoted on its page. */
export async function loadLeadMessage(messageId: string): Promise<LeadMessage | null> {
  const result = await (await getSupabase())
    .from('contact_messages')
    .select('message, created_at, handled')
    .eq('id', messageId)
    .maybeSingle();
  if (result.error) throw queryFailed('load the message', result);
  return checked(orNull(fields<LeadMessage>({ message: text, created_at: text, handled: flag })), result.data, 'the message');
}

export async function changeLead(id: string, change: LeadChange): Promise<Lead> {
  const result = await (await getSupabase()).from('leads').update(change).eq('id', id).select(columns).single();
  if (result.error) throw queryFailed('save the lead', result);
  return checked(lead, result.data, 'the lead saved');
}

export async function addLead(added: Pick<Lead, 'name' | 'email' | 'organisation' | 'notes'>): Promise<Lead> {
  const result = await (await getSupabase()).from('leads').insert(added).select(columns).single();
  if (result.error) throw queryFailed('add the lead', result);
  return checked(lead, result.data, 'the lead added');
}
