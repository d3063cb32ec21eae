-- The credential store: the bearer tokens of the MCP server (`mcp`, for the owner's own AI
-- clients) and the partner API's keys (`api`, one partner organisation each). A secret is shown
-- once when it is made and never stored: only its SHA-256 is, beside a hint to recognise it. One
-- SQL call checks a secret, counts it against its one-minute window and monthly quota, and says
-- which typed outcome the caller gets; the usage record keeps each call for 90 days and a daily
-- rollup for as long as the credential. The admin reads everything; the functions write, with the
-- service role, after checking who asks (the `credentials` function for the admin, `mcp` and
-- `partner-api` for a key). Partners are the owner's plain records, written through REST.

create table public.partners (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(btrim(name)) between 1 and 120),
  website text check (website ~ '^https?://' and length(website) <= 500),
  contact_email text check (contact_email ~ '^[^@\s]+@[^@\s]+$' and length(contact_email) <= 320),
  notes text not null default '' check (length(notes) <= 5000),
  created_at timestamptz not null default now(),
  is_sample boolean not null default false
);

-- A lead may come from a partner organisation, or become one.
alter table public.leads add column partner_id uuid references public.partners (id) on delete set null;
create index leads_partner_idx on public.leads (partner_id) where partner_id is not null;
grant insert (partner_id), update (partner_id) on table public.leads to authenticated;

create table public.credentials (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('mcp', 'api')),
  name text not null check (length(btrim(name)) between 1 and 120),
  -- Deleting a partner deletes its keys with their usage: the keys open nothing once it is gone.
  partner_id uuid references public.partners (id) on delete cascade,
  -- What lists show to recognise a key ("sp_api_3kT9…8fQz"); too short to guess the rest from.
  hint text not null check (length(hint) between 8 and 40),
  secret_hash text not null unique check (secret_hash ~ '^[0-9a-f]{64}$'),
  scopes text[] not null check (cardinality(scopes) between 1 and 30 and array_position(scopes, null) is null),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz,
  rate_per_minute integer not null check (rate_per_minute between 1 and 10000),
  monthly_quota integer check (monthly_quota between 1 and 100000000),
  -- The key this one replaced; the old one keeps working until its (shortened) expiry.
  rotated_from uuid references public.credentials (id) on delete set null,
  -- `console`: minted for one test in the MCP dashboard's console, expiring within minutes.
  purpose text not null default 'client' check (purpose in ('client', 'console')),
  created_by uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  is_sample boolean not null default false,
  check ((kind = 'api') = (partner_id is not null)),
  check (kind = 'api' or monthly_quota is null),
  check (purpose = 'client' or kind = 'mcp')
);

create index credentials_partner_idx on public.credentials (partner_id) where partner_id is not null;
create index credentials_created_by_idx on public.credentials (created_by);
create index credentials_rotated_from_idx on public.credentials (rotated_from) where rotated_from is not null;

create table public.credential_calls (
  id bigint generated always as identity primary key,
  credential_id uuid not null references public.credentials (id) on delete cascade,
  at timestamptz not null default now(),
  surface text not null check (surface in ('mcp', 'api')),
  -- A tool's name, an MCP method (`tools/list`), or a partner operation's id (`listOccupations`).
  operation text not null check (operation ~ '^[A-Za-z][A-Za-z0-9_/.:-]{0,99}$'),
  status smallint not null check (status between 100 and 599),
  duration_ms integer not null check (duration_ms between 0 and 86400000),
  error text check (length(error) between 1 and 200)
);

create index credential_calls_credential_at_idx on public.credential_calls (credential_id, at desc);
create index credential_calls_at_idx on public.credential_calls (at desc);

create table public.credential_usage_daily (
  credential_id uuid not null references public.credentials (id) on delete cascade,
  day date not null,
  operation text not null check (operation ~ '^[A-Za-z][A-Za-z0-9_/.:-]{0,99}$'),
  calls integer not null default 0 check (calls >= 0),
  -- Answers of 400 and up other than 429; `limited` counts the 429s.
  errors integer not null default 0 check (errors >= 0),
  limited integer not null default 0 check (limited >= 0),
  total_ms bigint not null default 0 check (total_ms >= 0),
  primary key (credential_id, day, operation)
);

create index credential_usage_daily_day_idx on public.credential_usage_daily (day);

-- Only where the owner changed a tool from its default (see functions/_shared/credentials/mcpTools.ts).
create table public.mcp_tool_switches (
  tool_name text primary key check (tool_name ~ '^[a-z][a-z0-9_]{0,62}$'),
  enabled boolean not null,
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now()
);

create index mcp_tool_switches_changed_by_idx on public.mcp_tool_switches (changed_by);

-- The current fixed one-minute window and the month's count of each credential.
create table private.credential_windows (
  credential_id uuid primary key references public.credentials (id) on delete cascade,
  window_start timestamptz not null,
  calls integer not null check (calls >= 0)
);

create table private.credential_months (
  credential_id uuid not null references public.credentials (id) on delete cascade,
  month date not null,
  calls integer not null check (calls >= 0),
  primary key (credential_id, month)
);

alter table public.partners enable row level security;
alter table public.credentials enable row level security;
alter table public.credential_calls enable row level security;
alter table public.credential_usage_daily enable row level security;
alter table public.mcp_tool_switches enable row level security;
alter table private.credential_windows enable row level security;
alter table private.credential_months enable row level security;

revoke all on table public.partners, public.credentials, public.credential_calls, public.credential_usage_daily,
  public.mcp_tool_switches from public, anon, authenticated;
revoke all on table private.credential_windows, private.credential_months from public, anon, authenticated;
grant select, insert, update, delete on table public.partners to authenticated;
-- The hash is the credential store's own: not even the admin's session reads it back.
grant select (id, kind, name, partner_id, hint, scopes, expires_at, revoked_at, last_used_at, rate_per_minute,
  monthly_quota, rotated_from, purpose, created_by, created_at, is_sample) on table public.credentials to authenticated;
grant select on table public.credential_calls, public.credential_usage_daily, public.mcp_tool_switches to authenticated;
grant select, insert, update, delete on table public.partners, public.credentials, public.credential_calls,
  public.credential_usage_daily, public.mcp_tool_switches to service_role;

create policy "Partners can be read by the admin" on public.partners for select to authenticated
  using ((select public.is_admin()));
create policy "Partners can be added by the admin" on public.partners for insert to authenticated
  with check ((select public.is_admin()));
create policy "Partners can be changed by the admin" on public.partners for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Partners can be deleted by the admin" on public.partners for delete to authenticated
  using ((select public.is_admin()));
create policy "Credentials can be read by the admin" on public.credentials for select to authenticated
  using ((select public.is_admin()));
create policy "Credential calls can be read by the admin" on public.credential_calls for select to authenticated
  using ((select public.is_admin()));
create policy "Daily credential usage can be read by the admin" on public.credential_usage_daily for select to authenticated
  using ((select public.is_admin()));
create policy "MCP tool switches can be read by the admin" on public.mcp_tool_switches for select to authenticated
  using ((select public.is_admin()));
