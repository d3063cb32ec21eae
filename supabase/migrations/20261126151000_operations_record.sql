-- The operations record: one row per answered request or finished job, with no personal data.
-- A row names what answered (a function's name, or a local route's template), never a path beyond
-- it, an address, a user or a body. The functions buffer their outcomes and write them in batches
-- after answering (functions/_shared/operations/), through record_operation_outcomes, with the
-- service role; the embedded backend adds its own /auth/v1 and /rest/v1 routes, marked local.
-- Rows are kept 30 days: every write removes what has expired, so the database keeps the period
-- itself, on any host, with no scheduler to forget.

create table public.operation_outcomes (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  origin text not null check (origin in ('function', 'job', 'local_auth', 'local_rest')),
  name text not null check (name ~ '^[a-z0-9][a-z0-9_:./-]{0,79}$'),
  status smallint not null check (status between 100 and 599),
  duration_ms integer not null check (duration_ms between 0 and 3600000),
  error_code text check (error_code ~ '^[a-z0-9_]{1,40}$')
);

-- One index: every read is of a recent window, newest first. Each answer writes a row, so each
-- index more is paid by every request (the monitor's filter by name reads the window it has).
create index operation_outcomes_at_idx on public.operation_outcomes (at desc);

alter table public.operation_outcomes enable row level security;
revoke all on table public.operation_outcomes from public, anon, authenticated;
grant select on table public.operation_outcomes to authenticated;
grant select, insert, delete on table public.operation_outcomes to service_role;

create policy "The operations record is read by the admin"
  on public.operation_outcomes for select to authenticated
  using ((select public.is_admin()));

-- One batch of outcomes, as the buffer flushes it: [{at, origin, name, status, duration_ms, error_code}].
-- Service role only: what it stores is believed, so nobody else may write the record.
create function public.record_operation_outcomes(p_outcomes jsonb)
returns integer
language plpgsql set search_path = ''
as $$
declare
  stored integer;
begin
  if jsonb_typeof(p_outcomes) is distinct from 'array' or jsonb_array_length(p_outcomes) > 1000 then
    raise exception 'Expected a JSON array of at most 1000 outcomes.' using errcode = '22023';
  end if;
  insert into public.operation_outcomes (at, origin, name, status, duration_ms, error_code)
  select coalesce(o.at, now()), o.origin, o.name, o.status, greatest(o.duration_ms, 0), o.error_code
  from jsonb_to_recordset(p_outcomes) as o(at timestamptz, origin text, name text, status smallint, duration_ms integer, error_code text);
  get diagnostics stored = row_count;
  delete from public.operation_outcomes where at < now() - interval '30 days';
  return stored;
end;
$$;

revoke execute on function public.record_operation_outcomes(jsonb) from public, anon, authenticated;
grant execute on function public.record_operation_outcomes(jsonb) to service_role;

-- Refuses anyone but the admin, so a non-admin learns nothing, not even that the record is empty.
create function private.require_admin(p_what text)
returns void
language plpgsql set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception '% is for the site''s administrator only.', p_what using errcode = '42501';
  end if;
end;
$$;

revoke execute on function private.require_admin(text) from public, anon;
grant execute on function private.require_admin(text) to authenticated, service_role;

-- /system-health: for the last p_hours, per function and local route: requests, 4xx, 5xx, p95
-- duration; and the outcomes the page counts apart: analytics batches stored and rejected, mails
-- sent and failed, rate-limit refusals. A rolling window (24 hours, 7 days), not the owner's days:
-- health is about the last hours, whatever the calendar says.
create function public.admin_operations_health(p_hours integer)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  answer jsonb;
begin
  perform private.require_admin('System health');
  if p_hours is null or p_hours < 1 or p_hours > 720 then
    raise exception 'Expected p_hours between 1 and 720 (the record keeps 30 days); received %.', p_hours using errcode = '22023';
  end if;
  with recent as (
    select * from public.operation_outcomes where at >= now() - make_interval(hours => p_hours)
  ),
  per_name as (
    select origin, name, count(*)::int as requests,
      count(*) filter (where status between 400 and 499)::int as client_errors,
      count(*) filter (where status >= 500)::int as server_errors,
      round(percentile_cont(0.95) within group (order by duration_ms))::int as p95_ms
    from recent where origin <> 'job' group by origin, name
  )
  select jsonb_build_object(
    'hours', p_hours,
    'functions', coalesce((select jsonb_agg(to_jsonb(per_name) order by origin, name) from per_name), '[]'::jsonb),
    'analytics', jsonb_build_object(
      'stored', (select count(*) from recent where name = 'analytics-orchestrator' and status between 200 and 299),
      'rejected', (select count(*) from recent where name = 'analytics-orchestrator' and status >= 400)),
    'mail', jsonb_build_object(
      'sent', (select count(*) from recent where origin = 'job' and name = 'mail' and status < 400),
      'failed', (select count(*) from recent where origin = 'job' and name = 'mail' and status >= 400)),
    'rate_limited', (select count(*) from recent where status = 429)
  ) into answer;
  return answer;
end;
$$;

revoke execute on function public.admin_operations_health(integer) from public, anon;
grant execute on function public.admin_operations_health(integer) to authenticated;

-- /system-monitor: the newest outcomes, optionally of one name and one status class (2xx, 3xx,
-- 4xx, 5xx), newest first.
create function public.admin_recent_operations(p_limit integer default 100, p_name text default null, p_status_class text default null)
returns table (id bigint, at timestamptz, origin text, name text, status smallint, duration_ms integer, error_code text)
language plpgsql stable set search_path = ''
as $$
begin
  perform private.require_admin('The system monitor');
  if p_limit is null or p_limit < 1 or p_limit > 500 then
    raise exception 'Expected p_limit between 1 and 500; received %.', p_limit using errcode = '22023';
  end if;
  if p_status_class is not null and p_status_class not in ('2xx', '3xx', '4xx', '5xx') then
    raise exception 'Expected p_status_class 2xx, 3xx, 4xx or 5xx; received %.', p_status_class using errcode = '22023';
  end if;
  return query
    select o.id, o.at, o.origin, o.name, o.status, o.duration_ms, o.error_code
    from public.operation_outcomes as o
    where (p_name is null or o.name = p_name)
      and (p_status_class is null or o.status / 100 = left(p_status_class, 1)::int)
    order by o.at desc, o.id desc
    limit p_limit;
end;
$$;

revoke execute on function public.admin_recent_operations(integer, text, text) from public, anon;
grant execute on function public.admin_recent_operations(integer, text, text) to authenticated;

-- The names seen in the record, for the monitor's filter.
create function public.admin_operation_names()
returns table (origin text, name text)
language plpgsql stable set search_path = ''
as $$
begin
  perform private.require_admin('The system monitor');
  return query select distinct o.origin, o.name from public.operation_outcomes as o order by 1, 2;
end;
$$;

revoke execute on function public.admin_operation_names() from public, anon;
grant execute on function public.admin_operation_names() to authenticated;

-- /deployment-sync: the migrations the database records as applied, from the table the Supabase
-- CLI keeps (the embedded backend keeps the same one). Security definer: no API role may read
-- that schema, and the admin needs only these two columns of it.
create function public.admin_applied_migrations()
returns table (version text, name text)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_admin('Deployment sync');
  return query select m.version::text, m.name::text from supabase_migrations.schema_migrations as m order by 1;
end;
$$;

revoke execute on function public.admin_applied_migrations() from public, anon;
grant execute on function public.admin_applied_migrations() to authenticated;

-- /system-test stores one analytics batch through the real path and removes exactly that batch:
-- it must be a batch whose every event carries a system-test session ("system-test-<uuid>"), so
-- the admin's test cannot remove a visitor's data. Security definer: nobody may delete analytics
-- rows through the API. Answers the number of events removed (0 when there is no such batch).
create function public.admin_remove_system_test_batch(p_batch_id uuid)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  removed integer;
begin
  perform private.require_admin('Removing a system test event');
  if exists (select 1 from public.analytics_events where batch_id = p_batch_id and session_id !~ '^system-test-[0-9a-f-]{36}$') then
    raise exception 'Batch % holds events that are not a system test''s; nothing was removed.', p_batch_id using errcode = '42501';
  end if;
  select count(*) into removed from public.analytics_events where batch_id = p_batch_id;
  delete from public.analytics_batches where batch_id = p_batch_id;
  return removed;
end;
$$;

revoke execute on function public.admin_remove_system_test_batch(uuid) from public, anon;
grant execute on function public.admin_remove_system_test_batch(uuid) to authenticated;
