import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import type { LeadStage } from './leadStages.ts';

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
}

export interface LeadMessage {
  message: string;
  created_at: string;
  handled: boolean;
}

export type LeadChange = Partial<Pick<Lead, 'name' | 'email' | 'organisation' | 'stage' | 'notes' | 'next_step' | 'next_step_on'>>;

const columns =
  'id, contact_message_id, name, email, organisation, stage, notes, next_step, next_step_on, stage_changed_at, created_at, is_sample';

/** A failed query as an Error whose message says what could not be done and why. */
function failed(what: string, error: { message: string }): Error {
  return new Error(`Could not ${what}: ${error.message}`);
}

/** The leads and the count per stage. RLS gives them to the admin alone; the counts come from SQL. */
export async function loadLeads(): Promise<{ leads: Lead[]; counts: Record<LeadStage, number> }> {
  const client = await getSupabase();
  const [leads, counts] = await Promise.all([
    client.from('leads').select(columns).order('created_at', { ascending: false }).limit(1000),
    client.rpc('lead_stage_counts'),
  ]);
  if (leads.error) throw failed('load the leads', leads.error);
  if (counts.error) throw failed('count the leads per stage', counts.error);
  if (counts.data === null) throw new Error('The leads are for the site’s administrator only.');
  return { leads: leads.data as Lead[], counts: counts.data as Record<LeadStage, number> };
}

/** The contact message a lead came from, quoted on its page. */
export async function loadLeadMessage(messageId: string): Promise<LeadMessage | null> {
  const { data, error } = await (await getSupabase())
    .from('contact_messages')
    .select('message, created_at, handled')
    .eq('id', messageId)
    .maybeSingle();
  if (error) throw failed('load the message', error);
  return data as LeadMessage | null;
}

export async function changeLead(id: string, change: LeadChange): Promise<Lead> {
  const { data, error } = await (await getSupabase()).from('leads').update(change).eq('id', id).select(columns).single();
  if (error) throw failed('save the lead', error);
  return data as Lead;
}

export async function addLead(lead: Pick<Lead, 'name' | 'email' | 'organisation' | 'notes'>): Promise<Lead> {
  const { data, error } = await (await getSupabase()).from('leads').insert(lead).select(columns).single();
  if (error) throw failed('add the lead', error);
  return data as Lead;
}
