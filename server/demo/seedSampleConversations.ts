/**
 * The sample users' conversations with the voice assistant, for /voice-conversation. They carry no
 * mark of their own: they are sample users' and go with them (cascade). The messages' trigger
 * counts each session's messages.
 */
import type { Queries } from '../db/database.ts';
import type { SampleData } from './sampleData.ts';
import { instant, insertRows } from './sampleInserts.ts';

export async function insertSampleConversations(tx: Queries, conversations: SampleData['conversations'], timeZone: string): Promise<void> {
  await insertRows(
    tx,
    conversations,
    `
    insert into public.voice_sessions (id, user_id, created_at, ended_at)
    select s.id, s.user_id, ${instant('s.created_at')}, ${instant('s.ended_at')}
    from jsonb_to_recordset($1::jsonb) as s(id uuid, user_id uuid, created_at text, ended_at text)`,
    timeZone,
  );
  await insertRows(
    tx,
    conversations.flatMap((session) =>
      session.messages.map((message) => ({ ...message, session_id: session.id, user_id: session.user_id })),
    ),
    `
    insert into public.voice_messages (session_id, user_id, role, text, sources, created_at)
    select m.session_id, m.user_id, m.role, m.text, m.sources, ${instant('m.created_at')}
    from rows from (jsonb_to_recordset($1::jsonb) as (session_id uuid, user_id uuid, role text, text text, sources jsonb, created_at text))
      with ordinality as m(session_id, user_id, role, text, sources, created_at, position)
    order by m.position`,
    timeZone,
  );
}
