import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from './backend.ts';

const password = 'correct horse battery staple';

/** Signs up through /auth/v1, confirms from the mail catcher's link, and returns the signed-in client. */
export async function signUpAndConfirm(test: TestBackend, email: string): Promise<{ client: SupabaseClient; session: Session }> {
  const client = test.client();
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw new Error(`Sign-up of ${email} failed: ${signUp.error.message}`);
  const mail = (await test.mails()).find((message) => message.to === email);
  const link = mail && /https?:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0];
  const tokenHash = link && new URL(link).searchParams.get('token_hash');
  if (!tokenHash) throw new Error(`No confirmation link reached the mail catcher for ${email}.`);
  const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
  if (verified.error || !verified.data.session) throw new Error(`Confirming ${email} failed: ${verified.error?.message}`);
  return { client, session: verified.data.session };
}
