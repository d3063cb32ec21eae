-- The admin's AI chat: conversations and their messages. Only the admin reads or writes them; the
-- ai-chat function writes with the admin's own token, so these policies are the whole rule. A
-- reply the admin stopped keeps what had arrived, marked `stopped`; one the provider broke off is
-- marked `failed`. Deleting a conversation deletes its messages.

create table public.ai_chat_conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (length(title) between 1 and 120),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index ai_chat_conversations_recent_idx on public.ai_chat_conversations (updated_at desc);
create index ai_chat_conversations_user_idx on public.ai_chat_conversations (user_id);

create table public.ai_chat_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.ai_chat_conversations (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (length(content) <= 20000),
  -- Where the reply came from: the configured model or the site guide; null for the admin's own words.
  mode text check (mode in ('model', 'site_guide')),
  status text not null default 'complete' check (status in ('complete', 'stopped', 'failed')),
  sources jsonb not null default '[]' check (jsonb_typeof(sources) = 'array' and jsonb_array_length(sources) <= 20),
  created_at timestamptz not null default now(),
  check ((role = 'user') = (mode is null))
);

create index ai_chat_messages_conversation_idx on public.ai_chat_messages (conversation_id, created_at);

alter table public.ai_chat_conversations enable row level security;
alter table public.ai_chat_messages enable row level security;
revoke all on table public.ai_chat_conversations, public.ai_chat_messages from public, anon, authenticated;
grant select, delete on table public.ai_chat_conversations, public.ai_chat_messages to authenticated;
grant insert (user_id, title) on table public.ai_chat_conversations to authenticated;
grant update (title, updated_at) on table public.ai_chat_conversations to authenticated;
grant insert (conversation_id, role, content, mode, status, sources) on table public.ai_chat_messages to authenticated;
grant select, insert, update, delete on table public.ai_chat_conversations, public.ai_chat_messages to service_role;

create policy "AI chat conversations can be read by the admin"
  on public.ai_chat_conversations for select to authenticated
  using ((select public.is_admin()));

create policy "AI chat conversations can be started by the admin"
  on public.ai_chat_conversations for insert to authenticated
  with check ((select public.is_admin()) and user_id = (select auth.uid()));

create policy "AI chat conversations can be renamed by the admin"
  on public.ai_chat_conversations for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "AI chat conversations can be deleted by the admin"
  on public.ai_chat_conversations for delete to authenticated
  using ((select public.is_admin()));

create policy "AI chat messages can be read by the admin"
  on public.ai_chat_messages for select to authenticated
  using ((select public.is_admin()));

create policy "AI chat messages can be added by the admin"
  on public.ai_chat_messages for insert to authenticated
  with check ((select public.is_admin()));

create policy "AI chat messages can be deleted by the admin"
  on public.ai_chat_messages for delete to authenticated
  using ((select public.is_admin()));
