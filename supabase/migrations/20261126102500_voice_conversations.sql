-- The voice assistant's conversations. A signed-in user reads and deletes their own (a session's
-- messages go with it); the admin reads every one. Only the voice-conversation function writes
-- them, with the service role, after checking the caller owns the session: so the transcript the
-- admin reads holds what the assistant really answered, and no one can plant replies in it.
-- Conversations are kept for 90 days from their start, then removed (remove_expired_voice_sessions).

create table public.voice_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  ended_at timestamptz,
  message_count integer not null default 0 check (message_count >= 0),
  -- For the messages' foreign key, which keeps each message's user that of its session.
  unique (id, user_id)
);

create index voice_sessions_user_idx on public.voice_sessions (user_id, created_at desc);
create index voice_sessions_created_idx on public.voice_sessions (created_at);

create table public.voice_messages (
  id bigint generated always as identity primary key,
  session_id uuid not null,
  user_id uuid not null,
  role text not null check (role in ('user', 'assistant')),
  text text not null check (length(text) between 1 and 8000),
  -- The pages the answer cites: [{title, url}].
  sources jsonb not null default '[]' check (jsonb_typeof(sources) = 'array' and length(sources::text) <= 4000),
  created_at timestamptz not null default now(),
  foreign key (session_id, user_id) references public.voice_sessions (id, user_id) on delete cascade
);

create index voice_messages_session_idx on public.voice_messages (session_id, user_id, id);
create index voice_messages_user_idx on public.voice_messages (user_id);

alter table public.voice_sessions enable row level security;
alter table public.voice_messages enable row level security;
revoke all on table public.voice_sessions, public.voice_messages from public, anon, authenticated;
grant select, delete on table public.voice_sessions to authenticated;
grant select on table public.voice_messages to authenticated;
grant select, insert, update, delete on table public.voice_sessions, public.voice_messages to service_role;

create policy "Users read their own conversations and the admin reads every one"
  on public.voice_sessions for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

create policy "Users delete their own conversations"
  on public.voice_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "Users read their own messages and the admin reads every one"
  on public.voice_messages for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- A session counts its messages as they are stored, so end_session and the admin's list read the
-- count without counting rows.
create function private.count_voice_message() returns trigger
language plpgsql set search_path = ''
as $$
begin
  update public.voice_sessions set message_count = message_count + 1 where id = new.session_id;
  return new;
end;
$$;

revoke execute on function private.count_voice_message() from public;

create trigger voice_messages_count
  after insert on public.voice_messages
  for each row execute function private.count_voice_message();

-- Retention: conversations older than 90 days (from their start) are removed with their messages.
-- pg_cron runs it daily in production (docs/deploy.md); the embedded backend at start and hourly.
create function private.remove_expired_voice_sessions(p_keep interval default interval '90 days')
returns integer
language plpgsql set search_path = ''
as $$
declare
  removed integer;
begin
  delete from public.voice_sessions where created_at < now() - p_keep;
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke execute on function private.remove_expired_voice_sessions(interval) from public;
