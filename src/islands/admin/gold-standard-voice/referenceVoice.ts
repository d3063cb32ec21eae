import { getSupabase } from '../../../lib/auth/supabaseClient.ts';

/** The reference voice the assistant speaks with: one row (`only_row`), read by signed-in users, changed by the admin (RLS). */
export interface ReferenceVoice {
  voice: string | null;
  speed: number;
  test_phrase: string;
}

export const speedRange = { min: 0.5, max: 2 } as const;
export const maxTestPhrase = 500;

/** What is wrong with a draft, in words, or null when it can be saved. */
export function referenceVoiceProblem(draft: ReferenceVoice): string | null {
  if (!(draft.speed >= speedRange.min && draft.speed <= speedRange.max))
    return `The speed must be between ${speedRange.min} and ${speedRange.max}.`;
  const phrase = draft.test_phrase.trim();
  if (!phrase) return 'Write a test phrase to hear the voice with.';
  if (phrase.length > maxTestPhrase) return `The test phrase must be at most ${maxTestPhrase} characters.`;
  return null;
}

export async function loadReferenceVoice(): Promise<ReferenceVoice> {
  const { data, error } = await (await getSupabase()).from('voice_reference').select('voice, speed, test_phrase').limit(1).maybeSingle();
  if (error) throw new Error(`The reference voice could not be loaded: ${error.message}`);
  if (!data) throw new Error('The reference voice has no row yet: run the migrations, which create it.');
  return { ...(data as ReferenceVoice), speed: Number((data as ReferenceVoice).speed) };
}

export async function saveReferenceVoice(draft: ReferenceVoice): Promise<void> {
  const { error, count } = await (await getSupabase())
    .from('voice_reference')
    .update({ voice: draft.voice, speed: draft.speed, test_phrase: draft.test_phrase.trim() }, { count: 'exact' })
    .eq('only_row', true);
  if (error) throw new Error(`The reference voice was not saved: ${error.message}`);
  if (!count) throw new Error('The reference voice was not saved: the server refused the change.');
}
