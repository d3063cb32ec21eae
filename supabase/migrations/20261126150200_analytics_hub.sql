-- The figures of /analytics-hub, for the admin alone, over a range of the owner's days like the
-- analytics functions (private.console_range refuses anyone else and a range that makes no sense).

-- Consent choices per owner day and privacy notice version:
-- {days: [{day, version, accept_all, reject_all, customize}], versions: [{version, choices,
-- accept_all, reject_all, customize, analytics_allowed}]}. A choice without a version is "(none)".
create function public.admin_consent_choices(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    with choices as (
      select (q.bucket at time zone p_time_zone)::date as day, q.version, sum(q.accept_all) as accept_all,
        sum(q.reject_all) as reject_all, sum(q.customize) as customize, sum(q.analytics_allowed) as analytics_allowed
      from private.consent_quarters as q
      where q.bucket >= range.starts_at and q.bucket < range.ends_at
      group by 1, 2
    )
    select jsonb_build_object(
      'days', (select coalesce(jsonb_agg(jsonb_build_object('day', c.day, 'version', c.version, 'accept_all', c.accept_all,
          'reject_all', c.reject_all, 'customize', c.customize) order by c.day, c.version), '[]')
        from choices as c where c.accept_all + c.reject_all + c.customize > 0),
      'versions', (select coalesce(jsonb_agg(jsonb_build_object('version', v.version, 'choices', v.accept_all + v.reject_all + v.customize,
          'accept_all', v.accept_all, 'reject_all', v.reject_all, 'customize', v.customize, 'analytics_allowed', v.analytics_allowed)
          order by v.version), '[]')
        from (select version, sum(accept_all) as accept_all, sum(reject_all) as reject_all, sum(customize) as customize,
                sum(analytics_allowed) as analytics_allowed
              from choices group by version) as v
        where v.accept_all + v.reject_all + v.customize > 0)
    )
  );
end;
$$;

-- The newsletter funnel of the addresses that signed up in the range, each step a subset of the
-- one before: {subscribed, confirmed, unsubscribed, pending}. confirmed counts every address that
-- confirmed (even if it left later); unsubscribed those that then left.
create function public.admin_newsletter_funnel(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    select jsonb_build_object(
      'subscribed', count(*),
      'confirmed', count(*) filter (where n.confirmed_at is not null),
      'unsubscribed', count(*) filter (where n.confirmed_at is not null and n.unsubscribed_at is not null),
      'pending', count(*) filter (where n.status = 'pending')
    )
    from public.newsletter_subscribers as n
    where n.created_at >= range.starts_at and n.created_at < range.ends_at
  );
end;
$$;

-- Assessment results completed in the range, by the server's verified scores where it has them:
-- {roles: [{role, results, average_score}], levels: [{level, results}],
-- dimensions: [{role, dimension, results, average}]}. Averages rounded to one decimal.
create function public.admin_assessment_figures(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    with results as (
      select r.role_id, coalesce(r.verified_score, r.overall_score) as score, coalesce(r.verified_level, r.level) as level,
        coalesce(r.verified_dimension_scores, r.dimension_scores) as dimensions
      from public.assessment_results as r
      where r.completed_at >= range.starts_at and r.completed_at < range.ends_at
    )
    select jsonb_build_object(
      'roles', (select coalesce(jsonb_agg(jsonb_build_object('role', g.role_id, 'results', g.results, 'average_score', g.average)
          order by g.results desc, g.role_id), '[]')
        from (select role_id, count(*) as results, round(avg(score), 1) as average from results group by role_id) as g),
      'levels', (select coalesce(jsonb_agg(jsonb_build_object('level', g.level, 'results', g.results) order by g.results desc, g.level), '[]')
        from (select level, count(*) as results from results group by level) as g),
      'dimensions', (select coalesce(jsonb_agg(jsonb_build_object('role', g.role_id, 'dimension', g.dimension, 'results', g.results,
          'average', g.average) order by g.role_id, g.dimension), '[]')
        from (select r.role_id, d.key as dimension, count(*) as results, round(avg(d.value::numeric), 1) as average
              from results as r cross join lateral jsonb_each_text(r.dimensions) as d
              where d.value ~ '^-?[0-9]+(\.[0-9]+)?$'
              group by r.role_id, d.key) as g)
    )
  );
end;
$$;

-- Lead popups shown in the range, by kind, and what the same visitor (session) did in the 30
-- minutes after: [{kind, shown, sessions, viewed_page, assessment_complete, newsletter_subscribe}],
-- each "after" figure the number of popups followed by at least one such event (kept at ingest in
-- private.lead_popup_outcomes).
create function public.admin_lead_popups(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  return (
    select coalesce(jsonb_agg(jsonb_build_object('kind', g.kind, 'shown', g.shown, 'sessions', g.sessions, 'viewed_page', g.viewed_page,
        'assessment_complete', g.assessed, 'newsletter_subscribe', g.subscribed) order by g.kind), '[]')
    from (select o.kind, count(*) as shown, count(distinct o.session_id) as sessions, count(*) filter (where o.viewed_page) as viewed_page,
            count(*) filter (where o.assessment_complete) as assessed, count(*) filter (where o.newsletter_subscribe) as subscribed
          from private.lead_popup_outcomes as o
          where o.shown_at >= range.starts_at and o.shown_at < range.ends_at
          group by o.kind) as g
  );
end;
$$;

revoke all on function public.admin_consent_choices(date, date, text) from public, anon;
revoke all on function public.admin_newsletter_funnel(date, date, text) from public, anon;
revoke all on function public.admin_assessment_figures(date, date, text) from public, anon;
revoke all on function public.admin_lead_popups(date, date, text) from public, anon;
grant execute on function public.admin_consent_choices(date, date, text) to authenticated;
grant execute on function public.admin_newsletter_funnel(date, date, text) to authenticated;
grant execute on function public.admin_assessment_figures(date, date, text) to authenticated;
grant execute on function public.admin_lead_popups(date, date, text) to authenticated;
