import { createClient, type Session } from '@supabase/supabase-js';
import { localDemoAnonKey } from '../../src/lib/auth/backendConfig.ts';
import { pagePath } from '../../src/lib/routes/paths.ts';

const password = 'bench password, long enough';

/**
 * A confirmed account on the bench server, signed in: sign-up, the confirmation link from the
 * local mail catcher, verify. Its session goes into localStorage so signed-in pages can be measured.
 * `email`: an address the server lists in ADMIN_EMAILS, for a benchmark of an admin tool.
 */
export async function benchSession(origin: string, email = `bench.${Date.now().toString(36)}@example.test`): Promise<Session> {
  const client = createClient(origin, localDemoAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw new Error(`Bench sign-up failed: ${signUp.error.message}`);
  const { messages } = (await (await fetch(`${origin}/_dev/mail.json`)).json()) as { messages: { to: string; text: string }[] };
  const links = messages.find((message) => message.to === email)?.text.match(/https?:\/\/\S+/g) ?? [];
  const link = links.map((address) => new URL(address)).find((url) => url.pathname === pagePath('/confirm'));
  const tokenHash = link?.searchParams.get('token_hash');
  if (!tokenHash) throw new Error(`No confirmation link reached the mail catcher for ${email}.`);
  const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
  if (verified.error || !verified.data.session) throw new Error(`Bench confirmation failed: ${verified.error?.message ?? 'no session'}`);
  return verified.data.session;
}
