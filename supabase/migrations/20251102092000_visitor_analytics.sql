-- First-party analytics. Only the analytics functions write here, with the service role:
-- anonymous visitors must not be able to write arbitrary rows directly, so the functions check
-- event names, sizes and bots before anything is stored. The admin reads. No IP address is stored.

create table public.analytics_batches (
  batch_id uuid primary key,
  event_count smallint not null check (event_count between 1 and 50),
  sent_at timestamptz,
  received_at timestamptz not null default now()
);

create table public.analytics_events (
  id bigint generated always as identity primary key,
  batch_id uuid not null references public.analytics_batches (batch_id) on delete cascade,
  name text not null check (name ~ '^[a-z][a-z0-9_]{0,39}$'),
  session_id text not null check (length(session_id) between 1 and 128),
  occurred_at timestamptz not null,
  url text check (length(url) <= 2048),
  data jsonb not null default '{}' check (jsonb_typeof(data) = 'object' and length(data::text) <= 4096),
  received_at timestamptz not null default now()
);

create index analytics_events_batch_idx on public.analytics_events (batch_id);
create index analytics_events_name_idx on public.analytics_events (name, occurred_at);

create table public.firstparty_events (
  id bigint generated always as identity primary key,
  client_event_id uuid unique,
  type text not null check (type in ('page_view', 'app_usage', 'feature_use')),
  session_id text not null check (length(session_id) between 1 and 128),
  payload jsonb not null check (jsonb_typeof(payload) = 'object' and length(payload::text) <= 4096),
  context jsonb not null check (jsonb_typeof(context) = 'object' and length(context::text) <= 4096),
  created_at timestamptz not null default now()
);

create index firstparty_events_type_idx on public.firstparty_events (type, created_at);

alter table public.analytics_batches enable row level security;
alter table public.analytics_events enable row level security;
alter table public.firstparty_events enable row level security;
revoke all on table public.analytics_batches, public.analytics_events, public.firstparty_events
  from public, anon, authenticated;
grant select on table public.analytics_batches, public.analytics_events, public.firstparty_events to authenticated;
grant select, insert on table public.analytics_batches, public.analytics_events, public.firstparty_events to service_role;

create policy "Analytics batches can be read by the admin"
  on public.analytics_batches for select to authenticated
  using ((select public.is_admin()));

create policy "Analytics events can be read by the admin"
  on public.analytics_events for select to authenticated
  using ((select public.is_admin()));

create policy "First-party events can be read by the admin"
  on public.firstparty_events for select to authenticated
  using ((select public.is_admin()));

-- Stores a batch and its events in one transaction, exactly once per batch id: a retried batch
-- (the browser resends after a lost response) returns false and stores nothing. p_events is a
-- JSON array of {name, session_id, occurred_at, url, data}, already validated by the function.
create function public.store_analytics_batch(p_batch_id uuid, p_sent_at timestamptz, p_events jsonb)
returns boolean
language plpgsql set search_path = ''
as $$
begin
  insert into public.analytics_batches (batch_id, event_count, sent_at)
  values (p_batch_id, jsonb_array_length(p_events), p_sent_at)
  on conflict (batch_id) do nothing;
  if not found then
    return false;
  end if;
  insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data)
  select p_batch_id, event.name, event.session_id, event.occurred_at, event.url, coalesce(event.data, '{}')
  from jsonb_to_recordset(p_events) as event(name text, session_id text, occurred_at timestamptz, url text, data jsonb);
  return true;
end;
$$;

revoke execute on function public.store_analytics_batch(uuid, timestamptz, jsonb) from public, anon, authenticated;
grant execute on function public.store_analytics_batch(uuid, timestamptz, jsonb) to service_role;
