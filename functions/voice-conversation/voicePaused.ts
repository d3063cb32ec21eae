import type { SupabaseClient } from '@supabase/supabase-js';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { switchOn } from '../_shared/siteSwitches.ts';

/**
 * 403 `voice_paused` while the owner has paused the voice assistant for users (a site switch).
 * The admin keeps it, to try it out before opening it again; whether the caller is the admin is
 * asked only when the switch is off, so users pay one read, not two.
 */
export async function refuseWhenVoicePaused(writer: SupabaseClient, caller: SupabaseClient): Promise<void> {
  if (await switchOn(writer, 'voice_assistant')) return;
  const { data, error, status } = await caller.rpc('is_admin');
  if (error) throw databaseFailure('is_admin', { error, status });
  if (data === true) return;
  throw new FunctionError('voice_paused', 'The voice assistant is paused for now. Please come back later.');
}
