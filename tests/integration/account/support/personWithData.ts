import { randomUUID } from 'node:crypto';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../../support/backend.ts';
import { signUpAndConfirm } from '../../support/signUp.ts';

export interface PersonWithData {
  email: string;
  userId: string;
  client: SupabaseClient;
  session: Session;
  /** The client_result_id of their saved result, which the export names as the result's id. */
  resultId: string;
  /** What they said to the voice assistant. */
  voiceQuestion: string;
}

/**
 * A person who signed up through Auth and used the site: a saved result with a share link (through
 * their own client, as the site saves them), a voice conversation (as the voice function stores it),
 * a confirmed newsletter subscription and a contact message, both under their address.
 */
export async function personWithData(test: TestBackend, label: string): Promise<PersonWithData> {
  const email = `${label}.${randomUUID().slice(0, 8)}@example.test`;
  const { client, session } = await signUpAndConfirm(test, email);
  const userId = session.user.id;
  const resultId = randomUUID();
  const saved = await client
    .from('assessment_results')
    .insert({
      client_result_id: resultId,
      role_id: 'gardener',
      content_version: 'fnv1a-00000000',
      overall_score: 62,
      level: 'Developing',
      dimension_scores: {},
      answers: { 'soil-and-site': 1 },
    })
    .select('id')
    .single();
  if (saved.error) throw new Error(`Saving ${email}'s result failed: ${saved.error.message}`);
  const shared = await client.from('assessment_result_shares').insert({ result_id: (saved.data as { id: string }).id });
  if (shared.error) throw new Error(`Sharing ${email}'s result failed: ${shared.error.message}`);
  const voiceQuestion = `Where do I start, ${label}?`;
  await test.backend.deps.db.query(
    `with voice as (insert into public.voice_sessions (user_id) values ($1) returning id)
     insert into public.voice_messages (session_id, user_id, role, text)
     select id, $1, 'user', $2 from voice union all select id, $1, 'assistant', 'With the leadership assessment.' from voice`,
    [userId, voiceQuestion],
  );
  await test.backend.deps.db.query(
    `insert into public.newsletter_subscribers (email, status, unsubscribe_token_hash, confirmed_at) values ($1, 'confirmed', md5($1) || md5($1), now())`,
    [email],
  );
  await test.backend.deps.db.query(`insert into public.contact_messages (name, email, message) values ($1, $2, 'A workshop in spring?')`, [
    label,
    email.toUpperCase(),
  ]);
  return { email, userId, client, session, resultId, voiceQuestion };
}

/** How many rows of each table that holds a person's data name them, by id or by address. */
export async function rowsOf(test: TestBackend, person: Pick<PersonWithData, 'userId' | 'email'>): Promise<Record<string, number>> {
  const { rows } = await test.backend.deps.db.query<Record<string, number>>(
    `select
       (select count(*) from auth.users where id = $1)::int as users,
       (select count(*) from auth.sessions where user_id = $1)::int as sessions,
       (select count(*) from public.assessment_results where user_id = $1)::int as results,
       (select count(*) from public.assessment_result_shares where user_id = $1)::int as shares,
       (select count(*) from public.voice_sessions where user_id = $1)::int as voice_sessions,
       (select count(*) from public.voice_messages where user_id = $1)::int as voice_messages,
       (select count(*) from public.newsletter_subscribers where email = $2)::int as subscriptions,
       (select count(*) from public.contact_messages where lower(email) = $2)::int as contact_messages,
       (select count(*) from public.leads where lower(email) = $2)::int as leads`,
    [person.userId, person.email],
  );
  return rows[0] ?? {};
}
