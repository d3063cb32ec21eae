-- The figures of /analytics, for the admin alone. Each function takes a range of the owner's
-- calendar days (p_from to p_to inclusive, in p_time_zone) and answers jsonb. They run as the
-- caller (security invoker): the rollups and tables they read let only the admin see rows, and
-- console_range() refuses anyone else outright, so a non-admin gets an error, never a zero.

-- The instants a range of owner days covers, [starts_at, ends_at), once the caller is the admin
-- and the range makes sense.
create function private.console_range(p_from date, p_to date, p_time_zone text, out starts_at timestamptz, out ends_at timestamptz)
language plpgsql stable set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only the admin may read the console''s figures' using errcode = '42501';
  end if;
  if p_from is null or p_to is null or p_time_zone is null then
    raise exception 'expected p_from and p_to (dates) and p_time_zone (an IANA time zone)' using errcode = '22023';
  end if;
  if p_from > p_to then
    raise exception 'the range starts on % but ends earlier, on %', p_from, p_to using errcode = '22023';
  end if;
  if p_to - p_from + 1 > 400 then
    raise exception 'the range covers % days; at most 400 are allowed', p_to - p_from + 1 using errcode = '22023';
  end if;
  if p_time_zone !~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$' then
    raise exception 'unknown time zone "%": expected an IANA name such as Europe/Helsinki', p_time_zone using errcode = '22023';
  end if;
  begin
    starts_at := p_from::timestamp at time zone p_time_zone;
  exception when invalid_parameter_value then
    raise exception 'unknown time zone "%": expected an IANA name such as Europe/Helsinki', p_time_zone using errcode = '22023';
  end;
  ends_at := (p_to + 1)::timestamp at time zone p_time_zone;
end;
$$;

-- The whole UTC days inside [p_starts_at, p_ends_at), [first_day, end_day), which the day rollups
-- answer; the instants before first_day and from end_day on are the partial edges, which the
-- 15-minute rollup or the visits answer. No whole day inside: first_day = end_day, all edge.
create function private.utc_days_inside(p_starts_at timestamptz, p_ends_at timestamptz, out first_day date, out end_day date)
language sql immutable set search_path = ''
as $$
  select least(f, greatest(e, f)), greatest(e, f)
  from (select (p_starts_at at time zone 'UTC' + interval '1 day' - interval '1 microsecond')::date as f,
               (p_ends_at at time zone 'UTC')::date as e) as bounds
$$;

-- Page views per route in [p_starts_at, p_ends_at): the whole UTC days inside from the day
-- rollup, the partial days at either edge from the 15-minute rollup.
create function private.analytics_route_views(p_starts_at timestamptz, p_ends_at timestamptz)
returns table (route text, views bigint)
language sql stable set search_path = ''
as $$
  with inside as (
    select i.first_day, i.end_day, least(p_ends_at, i.first_day::timestamp at time zone 'UTC') as left_to,
      greatest(p_starts_at, i.end_day::timestamp at time zone 'UTC') as right_from
    from private.utc_days_inside(p_starts_at, p_ends_at) as i
  ),
  counted as (
    select d.route, d.views from private.analytics_page_days as d, inside as i
    where d.day >= i.first_day and d.day < i.end_day
    union all
    select q.route, q.views from private.analytics_page_quarters as q, inside as i
    where q.bucket >= p_starts_at and q.bucket < i.left_to
    union all
    select q.route, q.views from private.analytics_page_quarters as q, inside as i
    where q.bucket >= greatest(i.right_from, i.left_to) and q.bucket < p_ends_at
  )
  select counted.route, sum(counted.views)::bigint from counted group by counted.route
$$;

-- Distinct visitors (sessions) with a visit starting in [p_starts_at, p_ends_at): the visits there,
-- less those whose session's previous visit also started there.
create function private.analytics_visitors(p_starts_at timestamptz, p_ends_at timestamptz)
returns bigint
language sql stable set search_path = ''
as $$
  select coalesce((select sum(q.visits) from private.analytics_quarters as q where q.bucket >= p_starts_at and q.bucket < p_ends_at), 0)
    - (select count(*) from private.analytics_visits as v
       where v.previous_started_at >= p_starts_at and v.previous_started_at < p_ends_at and v.started_at < p_ends_at)
$$;

revoke all on function private.console_range(date, date, text) from public;
revoke all on function private.analytics_route_views(timestamptz, timestamptz) from public;
revoke all on function private.utc_days_inside(timestamptz, timestamptz) from public;
revoke all on function private.analytics_visitors(timestamptz, timestamptz) from public;
grant execute on function private.console_range(date, date, text) to authenticated;
grant execute on function private.analytics_route_views(timestamptz, timestamptz) to authenticated;
grant execute on function private.utc_days_inside(timestamptz, timestamptz) to authenticated;
grant execute on function private.analytics_visitors(timestamptz, timestamptz) to authenticated;

-- Visitors, visits and page views for the range, and the same per owner day. A visit (and its
-- visitor) counts on the day it started. A day's visitors are its visits less the visits whose
-- session's previous visit started earlier the same day.
create function public.admin_analytics_overview(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
  answer jsonb;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  with quarter_days as (
    select (q.bucket at time zone p_time_zone)::date as day, sum(q.page_views) as page_views, sum(q.visits) as visits
    from private.analytics_quarters as q
    where q.bucket >= range.starts_at and q.bucket < range.ends_at
    group by 1
  ),
  same_day_returns as (
    select (v.started_at at time zone p_time_zone)::date as day, count(*) as visits
    from private.analytics_visits as v
    where v.previous_started_at >= range.starts_at and v.previous_started_at < range.ends_at and v.started_at < range.ends_at
      and v.started_at - v.previous_started_at < interval '25 hours'
      and (v.started_at at time zone p_time_zone)::date = (v.previous_started_at at time zone p_time_zone)::date
    group by 1
  ),
  days as (
    select d::date as day, coalesce(q.visits, 0) - coalesce(r.visits, 0) as visitors, coalesce(q.visits, 0) as visits,
      coalesce(q.page_views, 0) as page_views
    from generate_series(p_from, p_to, interval '1 day') as d
    left join quarter_days as q on q.day = d::date
    left join same_day_returns as r on r.day = d::date
  ),
  totals as (
    select private.analytics_visitors(range.starts_at, range.ends_at) as visitors,
      coalesce(sum(days.visits), 0) as visits, coalesce(sum(days.page_views), 0) as page_views
    from days
  )
  select jsonb_build_object(
    'from', p_from, 'to', p_to, 'time_zone', p_time_zone,
    'visitors', t.visitors, 'visits', t.visits, 'page_views', t.page_views,
    'views_per_visit', case when t.visits > 0 then round(t.page_views::numeric / t.visits, 2) else 0 end,
    'days', (select coalesce(jsonb_agg(jsonb_build_object('day', days.day, 'visitors', days.visitors, 'visits', days.visits,
      'page_views', days.page_views) order by days.day), '[]') from days)
  ) into answer
  from totals as t;
  return answer;
end;
$$;

-- The most viewed pages: [{route, page_views}], most first, at most 500.
create function public.admin_analytics_top_pages(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    select coalesce(jsonb_agg(jsonb_build_object('route', top.route, 'page_views', top.views) order by top.views desc, top.route), '[]')
    from (select r.route, r.views from private.analytics_route_views(range.starts_at, range.ends_at) as r
          where r.views > 0 order by r.views desc, r.route limit 500) as top
  );
end;
$$;

-- The visits that started in the range grouped by one of their start attributes:
-- [{value, visits}], most visits first, at most 500: the whole UTC days inside from the day
-- rollup, the partial edges from the visits themselves. Shared by the breakdowns below.
create function private.visits_by(p_starts_at timestamptz, p_ends_at timestamptz, p_facet text)
returns jsonb
language sql stable set search_path = ''
as $$
  with inside as (
    select i.first_day, i.end_day, least(p_ends_at, i.first_day::timestamp at time zone 'UTC') as left_to,
      greatest(p_starts_at, i.end_day::timestamp at time zone 'UTC') as right_from
    from private.utc_days_inside(p_starts_at, p_ends_at) as i
  ),
  edge_visits as (
    select v.* from private.analytics_visits as v, inside as i
    where (v.started_at >= p_starts_at and v.started_at < i.left_to)
       or (v.started_at >= greatest(i.right_from, i.left_to) and v.started_at < p_ends_at)
  ),
  counted as (
    select d.value, d.visits from private.analytics_visit_days as d, inside as i
    where d.facet = p_facet and d.day >= i.first_day and d.day < i.end_day
    union all
    select case p_facet
        when 'entry_route' then v.entry_route
        when 'referrer_host' then coalesce(v.referrer_host, '(direct)')
        when 'utm_source' then v.utm_source
        when 'utm_medium' then v.utm_medium
        when 'utm_campaign' then v.utm_campaign
        when 'device' then v.device
      end, 1
    from edge_visits as v
  ),
  grouped as (
    select counted.value, sum(counted.visits) as visits from counted
    where counted.value is not null group by counted.value having sum(counted.visits) > 0
    order by visits desc, counted.value limit 500
  )
  select coalesce(jsonb_agg(jsonb_build_object('value', g.value, 'visits', g.visits) order by g.visits desc, g.value), '[]')
  from grouped as g
$$;

revoke all on function private.visits_by(timestamptz, timestamptz, text) from public;
grant execute on function private.visits_by(timestamptz, timestamptz, text) to authenticated;

-- Where visits began: [{value (the route), visits}].
create function public.admin_analytics_entry_pages(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return private.visits_by(range.starts_at, range.ends_at, 'entry_route');
end;
$$;

-- Where visitors came from: [{value (the referring host, or "(direct)"), visits}].
create function public.admin_analytics_referrers(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return private.visits_by(range.starts_at, range.ends_at, 'referrer_host');
end;
$$;

-- Campaign tags of the visits: {sources, mediums, campaigns}, each [{value, visits}].
create function public.admin_analytics_utm(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return jsonb_build_object(
    'sources', private.visits_by(range.starts_at, range.ends_at, 'utm_source'),
    'mediums', private.visits_by(range.starts_at, range.ends_at, 'utm_medium'),
    'campaigns', private.visits_by(range.starts_at, range.ends_at, 'utm_campaign')
  );
end;
$$;

-- Visits by device type: [{value (mobile, tablet, desktop, unknown), visits}].
create function public.admin_analytics_devices(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return private.visits_by(range.starts_at, range.ends_at, 'device');
end;
$$;

-- Goals: {goals: [{goal, conversions, sessions}]}. Each goal is counted in the record
-- that holds the truth for it, which visitors who declined analytics reach too; `sessions` is the
-- number of distinct visitors among the consented events that name the same goal (null where no
-- such event exists), the numerator of a conversion rate over the overview's visitors.
create function public.admin_analytics_goals(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
  s timestamptz;
  e timestamptz;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  s := range.starts_at;
  e := range.ends_at;
  return jsonb_build_object(
    'goals', jsonb_build_array(
      jsonb_build_object('goal', 'subscribe',
        'conversions', (select count(*) from public.newsletter_subscribers as n where n.created_at >= s and n.created_at < e),
        'sessions', (select count(distinct a.session_id) from public.analytics_events as a
                     where a.name = 'newsletter_subscribe' and a.occurred_at >= s and a.occurred_at < e)),
      jsonb_build_object('goal', 'confirm',
        'conversions', (select count(*) from public.newsletter_subscribers as n where n.confirmed_at >= s and n.confirmed_at < e),
        'sessions', null),
      jsonb_build_object('goal', 'assessment_complete',
        'conversions', (select count(*) from public.assessment_results as r where r.completed_at >= s and r.completed_at < e),
        'sessions', (select count(distinct a.session_id) from public.analytics_events as a
                     where a.name = 'assessment_complete' and a.occurred_at >= s and a.occurred_at < e)),
      jsonb_build_object('goal', 'contact_sent',
        'conversions', (select count(*) from public.contact_messages as c where c.created_at >= s and c.created_at < e),
        'sessions', null),
      jsonb_build_object('goal', 'lead_popup_shown',
        'conversions', (select count(*) from private.lead_popup_outcomes as o where o.shown_at >= s and o.shown_at < e),
        'sessions', (select count(distinct o.session_id) from private.lead_popup_outcomes as o where o.shown_at >= s and o.shown_at < e))
    )
  );
end;
$$;

revoke all on function public.admin_analytics_overview(date, date, text) from public, anon;
revoke all on function public.admin_analytics_top_pages(date, date, text) from public, anon;
revoke all on function public.admin_analytics_entry_pages(date, date, text) from public, anon;
revoke all on function public.admin_analytics_referrers(date, date, text) from public, anon;
revoke all on function public.admin_analytics_utm(date, date, text) from public, anon;
revoke all on function public.admin_analytics_devices(date, date, text) from public, anon;
revoke all on function public.admin_analytics_goals(date, date, text) from public, anon;
grant execute on function public.admin_analytics_overview(date, date, text) to authenticated;
grant execute on function public.admin_analytics_top_pages(date, date, text) to authenticated;
grant execute on function public.admin_analytics_entry_pages(date, date, text) to authenticated;
grant execute on function public.admin_analytics_referrers(date, date, text) to authenticated;
grant execute on function public.admin_analytics_utm(date, date, text) to authenticated;
grant execute on function public.admin_analytics_devices(date, date, text) to authenticated;
grant execute on function public.admin_analytics_goals(date, date, text) to authenticated;
