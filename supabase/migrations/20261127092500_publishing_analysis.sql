-- The figures of /publishing-analysis, for the admin alone: how each article, issue and episode
-- did, and how the list grew, over a range of the owner's days (p_from to p_to inclusive, in
-- p_time_zone), with the console's conventions: console_range() refuses anyone but the admin and
-- any range that makes no sense, and every function runs as the caller (security invoker), so the
-- tables' admin-only policies hold too. Sample rows count like real ones, as on the console.

-- Per article: page views of /articles/<slug> in the range, visits that began there, and where
-- those visits came from (the five commonest referring hosts, "(direct)" for none):
-- [{id, slug, title, status, published_at, views, entries, referrers: [{value, visits}]}],
-- most viewed first.
create function public.admin_publishing_articles(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    with views as (
      select rtrim(r.route, '/') as route, sum(r.views) as views
      from private.analytics_route_views(range.starts_at, range.ends_at) as r
      where r.route like '/articles/%' group by 1
    ),
    entries as (
      select rtrim(v.entry_route, '/') as route, coalesce(v.referrer_host, '(direct)') as referrer, count(*) as visits
      from private.analytics_visits as v
      where v.started_at >= range.starts_at and v.started_at < range.ends_at and v.entry_route like '/articles/%'
      group by 1, 2
    ),
    figures as (
      select a.id, a.slug, a.title, a.status, a.published_at, coalesce(w.views, 0) as views,
        coalesce((select sum(e.visits) from entries as e where e.route = '/articles/' || a.slug), 0) as entries,
        (select coalesce(jsonb_agg(jsonb_build_object('value', top.referrer, 'visits', top.visits) order by top.visits desc, top.referrer), '[]')
         from (select e.referrer, e.visits from entries as e where e.route = '/articles/' || a.slug
               order by e.visits desc, e.referrer limit 5) as top) as referrers
      from public.articles as a
      left join views as w on w.route = '/articles/' || a.slug
    )
    select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'slug', f.slug, 'title', f.title, 'status', f.status,
      'published_at', f.published_at, 'views', f.views, 'entries', f.entries, 'referrers', f.referrers)
      order by f.views desc, f.published_at desc nulls last, f.slug), '[]')
    from figures as f
  );
end;
$$;

-- Per issue whose send started in the range: recipients mailed, recipients skipped, and how many
-- of those mailed unsubscribed after it, before the next issue's send began (or until now):
-- [{id, slug, subject, started_at, finished_at, recipients, skipped, unsubscribed}], newest first.
create function public.admin_publishing_issues(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    with sends as (
      select s.issue_id, s.started_at, s.finished_at,
        coalesce(lead(s.started_at) over (order by s.started_at), 'infinity'::timestamptz) as next_started_at
      from public.newsletter_sends as s where s.started_at is not null
    ),
    figures as (
      select i.id, i.slug, i.subject, s.started_at, s.finished_at,
        count(*) filter (where d.state = 'sent') as recipients,
        count(*) filter (where d.state = 'skipped') as skipped,
        count(*) filter (where d.state = 'sent' and n.unsubscribed_at >= s.started_at and n.unsubscribed_at < s.next_started_at) as unsubscribed
      from sends as s
      join public.newsletter_issues as i on i.id = s.issue_id
      left join public.newsletter_deliveries as d on d.issue_id = s.issue_id
      left join public.newsletter_subscribers as n on n.id = d.subscriber_id
      where s.started_at >= range.starts_at and s.started_at < range.ends_at
      group by i.id, i.slug, i.subject, s.started_at, s.finished_at
    )
    select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'slug', f.slug, 'subject', f.subject, 'started_at', f.started_at,
      'finished_at', f.finished_at, 'recipients', f.recipients, 'skipped', f.skipped, 'unsubscribed', f.unsubscribed)
      order by f.started_at desc), '[]')
    from figures as f
  );
end;
$$;

-- Per episode: plays and completions the player reported in the range (events podcast_play and
-- podcast_complete naming the episode's slug), and the listeners (sessions) who pressed play:
-- [{id, slug, title, status, plays, completions, listeners}], most played first.
create function public.admin_publishing_episodes(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    with events as (
      select a.data ->> 'episode' as slug, count(*) filter (where a.name = 'podcast_play') as plays,
        count(*) filter (where a.name = 'podcast_complete') as completions,
        count(distinct a.session_id) filter (where a.name = 'podcast_play') as listeners
      from public.analytics_events as a
      where a.name in ('podcast_play', 'podcast_complete') and a.occurred_at >= range.starts_at and a.occurred_at < range.ends_at
      group by 1
    )
    select coalesce(jsonb_agg(jsonb_build_object('id', e.id, 'slug', e.slug, 'title', e.title, 'status', e.status,
      'plays', coalesce(x.plays, 0), 'completions', coalesce(x.completions, 0), 'listeners', coalesce(x.listeners, 0))
      order by coalesce(x.plays, 0) desc, e.published_at desc nulls last, e.slug), '[]')
    from public.podcast_episodes as e
    left join events as x on x.slug = e.slug
  );
end;
$$;

-- The list day by day: sign-ups, confirmations and unsubscribes on each owner day, and the
-- confirmed subscribers at its end (confirmed before it ended and not unsubscribed by then):
-- {confirmed_before, confirmed_after, days: [{day, subscribed, confirmed, unsubscribed, total}]}.
create function public.admin_subscriber_growth(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    with days as (
      select d::date as day, d::timestamp at time zone p_time_zone as starts_at, (d::date + 1)::timestamp at time zone p_time_zone as ends_at
      from generate_series(p_from, p_to, interval '1 day') as d
    ),
    confirmed_at_end as (
      select days.day, count(n.id) as total
      from days left join public.newsletter_subscribers as n
        on n.confirmed_at < days.ends_at and (n.unsubscribed_at is null or n.unsubscribed_at >= days.ends_at) and n.status <> 'pending'
      group by days.day
    ),
    series as (
      select days.day,
        (select count(*) from public.newsletter_subscribers as n where n.created_at >= days.starts_at and n.created_at < days.ends_at) as subscribed,
        (select count(*) from public.newsletter_subscribers as n where n.confirmed_at >= days.starts_at and n.confirmed_at < days.ends_at) as confirmed,
        (select count(*) from public.newsletter_subscribers as n where n.unsubscribed_at >= days.starts_at and n.unsubscribed_at < days.ends_at) as unsubscribed,
        c.total
      from days join confirmed_at_end as c on c.day = days.day
    )
    select jsonb_build_object(
      'confirmed_before', (select count(*) from public.newsletter_subscribers as n
        where n.confirmed_at < range.starts_at and (n.unsubscribed_at is null or n.unsubscribed_at >= range.starts_at) and n.status <> 'pending'),
      'confirmed_after', (select s.total from series as s order by s.day desc limit 1),
      'days', (select jsonb_agg(jsonb_build_object('day', s.day, 'subscribed', s.subscribed, 'confirmed', s.confirmed,
        'unsubscribed', s.unsubscribed, 'total', s.total) order by s.day) from series as s))
  );
end;
$$;

revoke all on function public.admin_publishing_articles(date, date, text) from public, anon;
revoke all on function public.admin_publishing_issues(date, date, text) from public, anon;
revoke all on function public.admin_publishing_episodes(date, date, text) from public, anon;
revoke all on function public.admin_subscriber_growth(date, date, text) from public, anon;
grant execute on function public.admin_publishing_articles(date, date, text) to authenticated;
grant execute on function public.admin_publishing_issues(date, date, text) to authenticated;
grant execute on function public.admin_publishing_episodes(date, date, text) to authenticated;
grant execute on function public.admin_subscriber_growth(date, date, text) to authenticated;
