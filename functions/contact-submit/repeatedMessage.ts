import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import type { ContactBody } from './schema.ts';

/**
 * True when the newest stored message from this address has the same name and text: a double
 * click, or a resend after an answer was lost. The owner has it already, so it is stored and
 * mailed once. Time plays no part: nobody needs the very same message twice in a row.
 */
export async function repeatsLatestMessage(service: SupabaseClient, body: ContactBody): Promise<boolean> {
  const { data, error, status } = await service
    .from('contact_messages')
    .select('name, message')
    .eq('email', body.email)
    .order('created_at', { ascending: false })
    .limit(1);
  if (error) throw databaseFailure('reading the latest contact message', { error, status });
  const latest = data[0] as { name: string; message: string } | undefined;
  return latest?.name === body.name && latest.message === body.message;
}
