import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { queryFailed } from '../kit/adminFunctions.ts';
import { flag, listOf, orNull, rowOf, type ShapeOf, text } from '../kit/answerShape.ts';
import { answered, newestRows } from '../kit/rowQueries.ts';
import { type Partner, partner } from '../credentials/credentialShapes.ts';

/** The partner organisations (the admin's plain records, through REST) and the leads linked to them. */

export const loadPartners = () => newestRows('partners', partner.columns, partner, 'the partners', { by: 'created_at' });

export type PartnerFields = Pick<Partner, 'name' | 'website' | 'contact_email' | 'notes'>;

/** Adds a partner, or changes one when `id` is given; answers it as stored. */
export async function savePartner(change: PartnerFields, id?: string): Promise<Partner> {
  const table = (await getSupabase()).from('partners');
  const query = id ? table.update(change).eq('id', id) : table.insert(change);
  return answered(await query.select(partner.columns).single(), partner, 'the partner', 'save');
}

/** Deletes a partner with its keys and their usage; its leads stay, unlinked. */
export async function deletePartner(id: string): Promise<void> {
  const result = await (await getSupabase()).from('partners').delete().eq('id', id);
  if (result.error) throw queryFailed('delete the partner', result);
}

const lead = rowOf({ id: text, name: text, organisation: text, email: text, partner_id: orNull(text), is_sample: flag });
export type LinkableLead = ShapeOf<typeof lead>;

/** Every lead with its partner, newest first: those of this partner are listed, the others offered to link. */
export async function loadLeads(): Promise<LinkableLead[]> {
  const result = await (await getSupabase()).from('leads').select(lead.columns).order('created_at', { ascending: false }).limit(1000);
  return answered(result, listOf(lead), 'the leads');
}

/** Links a lead to a partner, or unlinks it (null). */
export async function linkLead(leadId: string, partnerId: string | null): Promise<void> {
  const result = await (await getSupabase()).from('leads').update({ partner_id: partnerId }).eq('id', leadId);
  if (result.error) throw queryFailed(partnerId ? 'link the lead' : 'unlink the lead', result);
}
