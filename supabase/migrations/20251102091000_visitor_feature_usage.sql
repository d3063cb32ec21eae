-- Which lead popup fired: one row per popup shown. Visitors write through the
-- append-only trigger (a retry with the same client_event_id stores once); only the admin reads.

create table public.feature_usage (
  id uuid primary key default gen_random_uuid(),
  client_event_id uuid unique,
  feature text not null check (feature in ('lead_timed', 'lead_scroll', 'lead_exit')),
  session_id text not null check (session_id ~ '^[A-Za-z0-9_-]{8,128}$'),
  created_at timestamptz not null default now()
);

create index feature_usage_feature_idx on public.feature_usage (feature, created_at);

alter table public.feature_usage enable row level security;
revoke all on table public.feature_usage from public, anon, authenticated;
grant
  select (id, client_event_id),
  insert (id, client_event_id, feature, session_id)
  on table public.feature_usage to anon, authenticated;
grant select on table public.feature_usage to authenticated;
grant select, insert on table public.feature_usage to service_role;

create policy "Feature usage can be read by the admin"
  on public.feature_usage for select to authenticated
  using ((select public.is_admin()));

create trigger store_visitor_row
  before insert on public.feature_usage
  for each row when (pg_trigger_depth() < 1)
  execute function private.store_visitor_row();
