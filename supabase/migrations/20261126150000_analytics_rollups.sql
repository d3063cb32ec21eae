-- The console's analytics rollups, kept current by the database itself: statement-level triggers
-- on public.analytics_events (insert and delete) update them in the same transaction, so every
-- way rows arrive or leave (the store function, demo seeding, a bulk insert, a deleted batch)
-- keeps them right. The dashboard functions read these instead of the raw events.
--
-- - analytics_quarters: page views and visits started per 15-minute UTC bucket. 15 minutes, not an
--   hour, so that an owner's day starts on a bucket boundary in every time zone in use (+05:30,
--   +05:45); the per-day series of any zone is a sum of these.
-- - analytics_page_quarters / analytics_page_days: page views per route per 15-minute bucket and
--   per whole UTC day. A range of owner days reads the whole UTC days inside it from the day
--   table and only its two partial edges from the quarter table.
-- - analytics_visits: one row per visit (a session's events with gaps under 30 minutes), with the
--   attributes of its start (entry page, referrer, UTM, device) and when the session's previous
--   visit started. Visitors in a range are its visits less those whose previous visit also
--   started in the range: a count, not a distinct over every visit.
-- - analytics_visit_days: visits per UTC day per attribute value, kept by triggers on the visits.

create table private.analytics_quarters (
  bucket timestamptz primary key,
  page_views integer not null default 0,
  visits integer not null default 0
);

create table private.analytics_page_quarters (
  bucket timestamptz not null,
  route text not null,
  views integer not null,
  primary key (bucket, route)
);

create table private.analytics_page_days (
  day date not null,
  route text not null,
  views integer not null,
  primary key (day, route)
);

create table private.analytics_visits (
  id bigint generated always as identity primary key,
  session_id text not null,
  started_at timestamptz not null,
  ended_at timestamptz not null,
  previous_started_at timestamptz,
  events integer not null,
  page_views integer not null,
  entry_route text,
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text not null check (device in ('mobile', 'tablet', 'desktop', 'unknown'))
);

create table private.analytics_visit_days (
  day date not null,
  facet text not null check (facet in ('entry_route', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'device')),
  value text not null,
  visits integer not null,
  primary key (day, facet, value)
);

create index analytics_visits_session_idx on private.analytics_visits (session_id, started_at);
create index analytics_visits_started_idx on private.analytics_visits (started_at);
create index analytics_visits_previous_idx on private.analytics_visits (previous_started_at) include (started_at)
  where previous_started_at is not null;
-- A visit is rebuilt from its session's events around the new or deleted ones.
create index analytics_events_session_idx on public.analytics_events (session_id, occurred_at);

alter table private.analytics_quarters enable row level security;
alter table private.analytics_page_quarters enable row level security;
alter table private.analytics_page_days enable row level security;
alter table private.analytics_visits enable row level security;
alter table private.analytics_visit_days enable row level security;
revoke all on table private.analytics_quarters, private.analytics_page_quarters, private.analytics_page_days,
  private.analytics_visits, private.analytics_visit_days from public, anon, authenticated, service_role;
-- The admin's dashboard functions run as the admin (security invoker) and read these through RLS.
grant select on table private.analytics_quarters, private.analytics_page_quarters, private.analytics_page_days,
  private.analytics_visits, private.analytics_visit_days to authenticated;

create policy "Page views and visits per quarter hour can be read by the admin"
  on private.analytics_quarters for select to authenticated using ((select public.is_admin()));
create policy "Page view counts per route can be read by the admin"
  on private.analytics_page_quarters for select to authenticated using ((select public.is_admin()));
create policy "Daily page view counts per route can be read by the admin"
  on private.analytics_page_days for select to authenticated using ((select public.is_admin()));
create policy "Visits can be read by the admin"
  on private.analytics_visits for select to authenticated using ((select public.is_admin()));
create policy "Visits per day and attribute can be read by the admin"
  on private.analytics_visit_days for select to authenticated using ((select public.is_admin()));

-- The page an event names: the route the page reported, else the path of its address.
create function private.analytics_route(p_url text, p_data jsonb)
returns text
language sql immutable set search_path = ''
as $$
  select left(coalesce(nullif(p_data ->> 'route', ''), substring(p_url from '^[a-z]+://[^/]+(/[^?#]*)'), '(unknown)'), 300)
$$;

-- Phone, tablet or desktop, from the viewport width the page reported (what the reader saw),
-- else from the browser's name; widths as the site's own layout breaks.
create function private.analytics_device(p_data jsonb)
returns text
language sql immutable set search_path = ''
as $$
  select case
    when jsonb_typeof(p_data #> '{viewport,width}') = 'number' then
      case when (p_data #>> '{viewport,width}')::numeric < 768 then 'mobile'
           when (p_data #>> '{viewport,width}')::numeric < 1024 then 'tablet'
           else 'desktop' end
    when p_data ->> 'userAgent' ~* 'ipad|tablet' then 'tablet'
    when p_data ->> 'userAgent' ~* 'mobi|android|iphone' then 'mobile'
    when p_data ->> 'userAgent' is not null then 'desktop'
    else 'unknown'
  end
$$;

-- One trigger function for both directions: the transition table is named changed_events in
-- each trigger, and the sign says whether its rows came or went.
create function private.roll_up_analytics_events()
returns trigger
language plpgsql security definer set search_path = ''
-- The transition table's size is unknown to the planner, which may then scan a whole rollup for a
-- few rows; a seq scan costs the trigger as much as the table has grown.
set enable_seqscan = off
as $$
declare
  change integer := case when tg_op = 'INSERT' then 1 else -1 end;
begin
  insert into private.analytics_quarters as q (bucket, page_views)
  select date_bin('15 minutes', e.occurred_at, timestamptz '2000-01-01 00:00+00'), change * count(*)
  from changed_events as e where e.name = 'page_view' group by 1
  on conflict (bucket) do update set page_views = q.page_views + excluded.page_views;

  insert into private.analytics_page_quarters as q (bucket, route, views)
  select date_bin('15 minutes', e.occurred_at, timestamptz '2000-01-01 00:00+00'), private.analytics_route(e.url, e.data), change * count(*)
  from changed_events as e where e.name = 'page_view' group by 1, 2
  on conflict (bucket, route) do update set views = q.views + excluded.views;

  insert into private.analytics_page_days as d (day, route, views)
  select (e.occurred_at at time zone 'UTC')::date, private.analytics_route(e.url, e.data), change * count(*)
  from changed_events as e where e.name = 'page_view' group by 1, 2
  on conflict (day, route) do update set views = d.views + excluded.views;

  if change < 0 then
    delete from private.analytics_quarters as q
    where q.page_views = 0 and q.visits = 0
      and q.bucket in (select date_bin('15 minutes', e.occurred_at, timestamptz '2000-01-01 00:00+00') from changed_events as e);
    delete from private.analytics_page_quarters as q
    where q.views = 0
      and q.bucket in (select date_bin('15 minutes', e.occurred_at, timestamptz '2000-01-01 00:00+00') from changed_events as e);
    delete from private.analytics_page_days as d
    where d.views = 0 and d.day in (select (e.occurred_at at time zone 'UTC')::date from changed_events as e);
  end if;

  -- Two writers of one session wait for each other (in session order, so never in a circle), so
  -- the later one rebuilds that session's visits from events that include the earlier one's.
  perform pg_advisory_xact_lock(hashtextextended('analytics-visits:' || s.session_id, 0))
  from (select distinct e.session_id from changed_events as e order by 1) as s;

  -- The visits that the changed events touch, or come within 30 minutes of, are deleted and
  -- rebuilt from the session's events over their whole span. Visits of one session are always
  -- 30 minutes or more apart, so the ones outside that span stay exactly as they were, whatever
  -- order the events arrive in.
  with affected as (
    select e.session_id, min(e.occurred_at) as first_at, max(e.occurred_at) as last_at
    from changed_events as e group by e.session_id
  ),
  replaced as (
    delete from private.analytics_visits as v
    where v.id in (
      select touched.id from affected as a
      cross join lateral (
        select t.id from private.analytics_visits as t
        where t.session_id = a.session_id
          and t.started_at <= a.last_at + interval '30 minutes'
          and t.ended_at >= a.first_at - interval '30 minutes'
      ) as touched
    )
    returning v.session_id, v.started_at, v.ended_at
  ),
  spans as (
    select a.session_id, least(a.first_at, min(r.started_at)) as span_from, greatest(a.last_at, max(r.ended_at)) as span_to
    from affected as a left join replaced as r on r.session_id = a.session_id
    group by a.session_id, a.first_at, a.last_at
  ),
  ordered as (
    -- A lateral lookup per session, so the session's index is used however large the table grows.
    select e.id, e.session_id, e.occurred_at, e.name, e.url, e.data,
      case when e.occurred_at - lag(e.occurred_at) over session_order < interval '30 minutes' then 0 else 1 end as starts_visit
    from spans as s
    cross join lateral (
      select x.id, x.session_id, x.occurred_at, x.name, x.url, x.data from public.analytics_events as x
      where x.session_id = s.session_id and x.occurred_at between s.span_from and s.span_to
    ) as e
    window session_order as (partition by e.session_id order by e.occurred_at, e.id)
  ),
  numbered as (
    select o.*, sum(o.starts_visit) over (partition by o.session_id order by o.occurred_at, o.id) as visit_number
    from ordered as o
  ),
  visits as (
    select n.session_id, min(n.occurred_at) as started_at, max(n.occurred_at) as ended_at, count(*) as events,
      count(*) filter (where n.name = 'page_view') as page_views,
      (array_agg(private.analytics_route(n.url, n.data) order by n.occurred_at, n.id) filter (where n.name = 'page_view'))[1] as entry_route,
      (array_agg(n.data order by n.occurred_at, n.id) filter (where n.name = 'session_start'))[1] as origin,
      (array_agg(n.data order by n.occurred_at, n.id))[1] as first_data
    from numbered as n
    group by n.session_id, n.visit_number
  )
  insert into private.analytics_visits
    (session_id, started_at, ended_at, events, page_views, entry_route, referrer_host, utm_source, utm_medium, utm_campaign, device)
  select v.session_id, v.started_at, v.ended_at, v.events, v.page_views, v.entry_route,
    left(lower(substring(v.origin ->> 'referrer' from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), 200),
    left(nullif(v.origin ->> 'source', ''), 200), left(nullif(v.origin ->> 'medium', ''), 200),
    left(nullif(v.origin ->> 'campaign', ''), 200),
    private.analytics_device(v.first_data)
  from visits as v;

  -- Each visit names when its session's previous visit started; the rebuilt visits, and the one
  -- just after them, may name another now.
  with ordered as (
    select v.id, v.previous_started_at, lag(v.started_at) over (partition by v.session_id order by v.started_at) as previous
    from (select distinct e.session_id from changed_events as e) as s
    cross join lateral (
      select t.id, t.session_id, t.started_at, t.previous_started_at from private.analytics_visits as t where t.session_id = s.session_id
    ) as v
  )
  update private.analytics_visits as v set previous_started_at = o.previous
  from ordered as o
  where v.id = o.id and o.previous_started_at is distinct from o.previous;
  return null;
end;
$$;

-- Visits per quarter hour and per UTC day and attribute, kept as visits are rebuilt.
create function private.roll_up_analytics_visits()
returns trigger
language plpgsql security definer set search_path = ''
-- The transition table's size is unknown to the planner, which may then scan a whole rollup for a
-- few rows; a seq scan costs the trigger as much as the table has grown.
set enable_seqscan = off
as $$
declare
  change integer := case when tg_op = 'INSERT' then 1 else -1 end;
begin
  insert into private.analytics_quarters as q (bucket, visits)
  select date_bin('15 minutes', v.started_at, timestamptz '2000-01-01 00:00+00'), change * count(*)
  from changed_visits as v group by 1
  on conflict (bucket) do update set visits = q.visits + excluded.visits;

  insert into private.analytics_visit_days as d (day, facet, value, visits)
  select (v.started_at at time zone 'UTC')::date, f.facet, f.value, change * count(*)
  from changed_visits as v
  cross join lateral (values ('entry_route', v.entry_route), ('referrer_host', coalesce(v.referrer_host, '(direct)')),
    ('utm_source', v.utm_source), ('utm_medium', v.utm_medium), ('utm_campaign', v.utm_campaign), ('device', v.device)) as f(facet, value)
  where f.value is not null
  group by 1, 2, 3
  on conflict (day, facet, value) do update set visits = d.visits + excluded.visits;

  if change < 0 then
    delete from private.analytics_quarters as q
    where q.page_views = 0 and q.visits = 0
      and q.bucket in (select date_bin('15 minutes', v.started_at, timestamptz '2000-01-01 00:00+00') from changed_visits as v);
    delete from private.analytics_visit_days as d
    where d.visits = 0 and d.day in (select (v.started_at at time zone 'UTC')::date from changed_visits as v);
  end if;
  return null;
end;
$$;

revoke all on function private.roll_up_analytics_visits() from public;

create trigger analytics_visits_roll_up_inserted
  after insert on private.analytics_visits
  referencing new table as changed_visits
  for each statement execute function private.roll_up_analytics_visits();

create trigger analytics_visits_roll_up_deleted
  after delete on private.analytics_visits
  referencing old table as changed_visits
  for each statement execute function private.roll_up_analytics_visits();

revoke all on function private.roll_up_analytics_events() from public;
revoke all on function private.analytics_route(text, jsonb) from public;
revoke all on function private.analytics_device(jsonb) from public;

create trigger analytics_events_roll_up_inserted
  after insert on public.analytics_events
  referencing new table as changed_events
  for each statement execute function private.roll_up_analytics_events();

create trigger analytics_events_roll_up_deleted
  after delete on public.analytics_events
  referencing old table as changed_events
  for each statement execute function private.roll_up_analytics_events();

-- Events stored before the rollups existed are counted once, as if they had just arrived.
create temporary table existing_events as select * from public.analytics_events;
delete from public.analytics_events where id in (select id from existing_events);
insert into public.analytics_events overriding system value select * from existing_events;
drop table existing_events;
