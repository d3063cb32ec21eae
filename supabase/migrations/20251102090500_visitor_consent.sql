-- The visitor's cookie choice: one record per browser session, upserted on
-- session_id, and an append-only log of every choice with the privacy notice it was made under.
-- Visitors write, only the admin reads. Visitor writes go through BEFORE INSERT triggers so that
-- upserts work while visitors read nothing (the reason is in the visitor_append_only migration).

create table public.user_consent (
  session_id text primary key check (session_id ~ '^[A-Za-z0-9_-]{8,128}$'),
  user_id uuid references auth.users (id) on delete set null,
  analytics_consent boolean not null default false,
  personalization_consent boolean not null default false,
  marketing_consent boolean not null default false,
  privacy_notice_version text check (length(privacy_notice_version) between 1 and 40),
  updated_at timestamptz not null default now()
);

alter table public.user_consent enable row level security;
revoke all on table public.user_consent from public, anon, authenticated;
grant
  select (session_id, user_id, analytics_consent, personalization_consent, marketing_consent, privacy_notice_version),
  insert (session_id, user_id, analytics_consent, personalization_consent, marketing_consent, privacy_notice_version),
  update (session_id, user_id, analytics_consent, personalization_consent, marketing_consent, privacy_notice_version)
  on table public.user_consent to anon, authenticated;
grant select on table public.user_consent to authenticated;
grant select, insert, update, delete on table public.user_consent to service_role;

create policy "User consent can be read by the admin"
  on public.user_consent for select to authenticated
  using ((select public.is_admin()));

-- A row may name no user or the signed-in caller, never someone else. A session already linked to
-- another account is not taken over; a signed-out visitor may still change the browser's choice,
-- and the link to the account stays.
create function private.store_user_consent() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  is_service boolean := coalesce(auth.role() = 'service_role', false);
begin
  if not is_service and new.user_id is not null and new.user_id is distinct from caller then
    raise exception using errcode = '42501',
      message = format('user_consent.user_id must be null or the signed-in user; received %s', new.user_id);
  end if;
  insert into public.user_consent as existing
    (session_id, user_id, analytics_consent, personalization_consent, marketing_consent, privacy_notice_version, updated_at)
  values
    (new.session_id, new.user_id, new.analytics_consent, new.personalization_consent, new.marketing_consent, new.privacy_notice_version, now())
  on conflict (session_id) do update set
    user_id = coalesce(excluded.user_id, existing.user_id),
    analytics_consent = excluded.analytics_consent,
    personalization_consent = excluded.personalization_consent,
    marketing_consent = excluded.marketing_consent,
    privacy_notice_version = coalesce(excluded.privacy_notice_version, existing.privacy_notice_version),
    updated_at = now()
  where is_service or caller is null or existing.user_id is null or existing.user_id = caller;
  if not found then
    raise exception using errcode = '42501',
      message = 'This session''s consent record belongs to another account.';
  end if;
  return null;
end;
$$;

revoke execute on function private.store_user_consent() from public;

create trigger store_user_consent
  before insert on public.user_consent
  for each row when (pg_trigger_depth() < 1)
  execute function private.store_user_consent();

create table public.consent_log (
  id uuid primary key default gen_random_uuid(),
  client_event_id uuid unique,
  session_id text not null check (session_id ~ '^[A-Za-z0-9_-]{8,128}$'),
  user_id uuid references auth.users (id) on delete set null,
  action text not null check (action in ('customize', 'reject_all', 'accept_all')),
  analytics_consent boolean not null,
  personalization_consent boolean not null,
  marketing_consent boolean not null,
  -- Always null: the product keeps no visitor IP addresses (data minimisation).
  ip_address inet check (ip_address is null),
  user_agent text check (length(user_agent) <= 1024),
  privacy_notice_version text check (length(privacy_notice_version) between 1 and 40),
  created_at timestamptz not null default now()
);

create index consent_log_session_idx on public.consent_log (session_id, created_at);

alter table public.consent_log enable row level security;
revoke all on table public.consent_log from public, anon, authenticated;
grant
  select (id, client_event_id),
  insert (id, client_event_id, session_id, user_id, action, analytics_consent, personalization_consent,
          marketing_consent, ip_address, user_agent, privacy_notice_version)
  on table public.consent_log to anon, authenticated;
grant select on table public.consent_log to authenticated;
grant select, insert on table public.consent_log to service_role;

create policy "The consent log can be read by the admin"
  on public.consent_log for select to authenticated
  using ((select public.is_admin()));

create trigger store_visitor_row
  before insert on public.consent_log
  for each row when (pg_trigger_depth() < 1)
  execute function private.store_visitor_row();
