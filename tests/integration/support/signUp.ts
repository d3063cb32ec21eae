import type { Session, SupabaseClient } from '@supabase/supabase-js';

const password = 'correct horse battery staple';

/** A backend to sign up on: a client of its API, and the mails it sent (its mail catcher, or the email API it was given). */
export interface SignUpBackend {
  client(): SupabaseClient;
  mails(): Promise<{ to: string; text: string }[]> | { to: string; text: string }[];
}

/** Signs up through /auth/v1, confirms from the link mailed (which may go out just after the answer), and returns the signed-in client. */
export async function signUpAndConfirm(test: SignUpBackend, email: string): Promise<{ client: SupabaseClient; session: Session }> {
  const client = test.client();
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw new Error(`Sign-up of ${email} failed: ${signUp.error.message}`);
  let tokenHash: string | null | undefined;
  for (const deadline = Date.now() + 15_000; !tokenHash && Date.now() < deadline; ) {
    const mail = (await test.mails()).find((message) => message.to === email);
    const link = mail && /https?:\/\/\S+\/confirm\?\S+/.exec(mail.text)?.[0];
    tokenHash = link && new URL(link).searchParams.get('token_hash');
    if (!tokenHash) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!tokenHash) throw new Error(`No confirmation link reached the mail catcher for ${email}.`);
  const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
  if (verified.error || !verified.data.session) throw new Error(`Confirming ${email} failed: ${verified.error?.message}`);
  return { client, session: verified.data.session };
}
