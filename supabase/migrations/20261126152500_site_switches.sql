-- The owner's switches, stored server-side and obeyed by the functions: newsletter sign-ups open,
-- lead popups on, the voice assistant for users, analytics collection. The admin reads and flips
-- them through the site-switches function (with the admin's own token, so these policies are the
-- rule); the functions that obey read them with the service role. Every flip is recorded with who
-- made it and when, by a trigger, so no path can change a switch without leaving its record.

create table public.site_switches (
  key text primary key check (key in ('newsletter_signups', 'lead_popups', 'voice_assistant', 'analytics_collection')),
  enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  -- No foreign key: who flipped it stays known after the account is gone (the changes keep the address).
  updated_by uuid
);

insert into public.site_switches (key) values ('newsletter_signups'), ('lead_popups'), ('voice_assistant'), ('analytics_collection');

create table public.site_switch_changes (
  id bigint generated always as identity primary key,
  key text not null references public.site_switches (key),
  enabled boolean not null,
  changed_by uuid,
  -- Kept beside the id so the record still says who after the account is gone.
  changed_by_email text,
  changed_at timestamptz not null default now()
);

create index site_switch_changes_key_idx on public.site_switch_changes (key, changed_at desc);

alter table public.site_switches enable row level security;
alter table public.site_switch_changes enable row level security;
revoke all on table public.site_switches, public.site_switch_changes from public, anon, authenticated;
grant select, update (enabled) on table public.site_switches to authenticated;
grant select on table public.site_switch_changes to authenticated;
grant select on table public.site_switches, public.site_switch_changes to service_role;

create policy "Site switches can be read by the admin" on public.site_switches for select to authenticated
  using ((select public.is_admin()));
create policy "Site switches can be flipped by the admin" on public.site_switches for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Site switch changes can be read by the admin" on public.site_switch_changes for select to authenticated
  using ((select public.is_admin()));

-- Security definer so the record is written although no API role may insert into it.
create function private.record_site_switch_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  if new.enabled is distinct from old.enabled then
    insert into public.site_switch_changes (key, enabled, changed_by, changed_by_email)
    values (new.key, new.enabled, new.updated_by, (select auth.jwt() ->> 'email'));
  end if;
  return new;
end;
$$;
revoke execute on function private.record_site_switch_change() from public;

create trigger site_switches_record_change before update on public.site_switches
  for each row execute function private.record_site_switch_change();

-- Analytics collection off: store_analytics_batches stores nothing and answers null (instead of
-- the stored ids), so the function tells the browser to drop its batches rather than retry them.
-- The check is folded into the one statement so the ingest pays no extra round trip.
create or replace function public.store_analytics_batches(p_batches jsonb)
returns uuid[]
language sql set search_path = ''
as $$
  with collecting as (
    select coalesce((select s.enabled from public.site_switches s where s.key = 'analytics_collection'), true) as on
  ),
  offered as (
    select distinct on (batch.batch_id) batch.batch_id, batch.sent_at, batch.events, batch.position
    from rows from (jsonb_to_recordset(p_batches) as (batch_id uuid, sent_at timestamptz, events jsonb))
      with ordinality as batch(batch_id, sent_at, events, position)
    where (select collecting.on from collecting)
    order by batch.batch_id, batch.position
  ),
  stored as (
    insert into public.analytics_batches (batch_id, event_count, sent_at)
    select offered.batch_id, jsonb_array_length(offered.events), offered.sent_at
    from offered
    on conflict (batch_id) do nothing
    returning batch_id
  ),
  stored_events as (
    insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data)
    select offered.batch_id, event.name, event.session_id, event.occurred_at, event.url, coalesce(event.data, '{}')
    from stored
    join offered on offered.batch_id = stored.batch_id
    cross join lateral rows from (
      jsonb_to_recordset(offered.events) as (name text, session_id text, occurred_at timestamptz, url text, data jsonb)
    ) with ordinality as event(name, session_id, occurred_at, url, data, position)
    -- Ids follow the order the visitors sent, as one batch at a time would give them.
    order by offered.position, event.position
  )
  select case when (select collecting.on from collecting) then coalesce(array_agg(stored.batch_id), '{}') end from stored;
$$;

-- The older first-party stream obeys the same switch: with collection off a row is skipped, and
-- the function answers as for a row already stored, which the browser drops.
create function private.skip_when_analytics_paused() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if coalesce((select s.enabled from public.site_switches s where s.key = 'analytics_collection'), true) then
    return new;
  end if;
  return null;
end;
$$;
revoke execute on function private.skip_when_analytics_paused() from public;

create trigger firstparty_events_skip_when_paused before insert on public.firstparty_events
  for each row execute function private.skip_when_analytics_paused();

-- What the build bakes into the static pages: only the switches that change them, all public facts
-- (a reader sees whether popups appear). The build calls it with the anon key; readers never do.
create function public.static_page_switches() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object('lead_popups',
    coalesce((select s.enabled from public.site_switches s where s.key = 'lead_popups'), true));
$$;
revoke execute on function public.static_page_switches() from public;
grant execute on function public.static_page_switches() to anon, authenticated, service_role;
