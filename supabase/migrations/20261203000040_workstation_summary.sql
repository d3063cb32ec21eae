-- The workstation's figures for today and for the last seven of the owner's days in one read. The
-- workstation draws nothing before they arrive, and the local database answers reads one after
-- another: as four calls (each range's traffic and its other figures) they held its first view back
-- four times. Each range is exactly what admin_analytics_overview (visitors, page views: what
-- /analytics shows for that range) and admin_workstation_figures answer, so the pages cannot
-- disagree; both check the range and refuse a caller who is not the admin.
create function public.admin_workstation_summary(p_week_from date, p_today date, p_time_zone text)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_object_agg(
    ranges.name,
    jsonb_build_object('visitors', answer.traffic -> 'visitors', 'page_views', answer.traffic -> 'page_views') || answer.figures)
  from (values ('today', p_today), ('week', p_week_from)) as ranges(name, starts_on)
  cross join lateral (
    select public.admin_analytics_overview(ranges.starts_on, p_today, p_time_zone) as traffic,
      public.admin_workstation_figures(ranges.starts_on, p_today, p_time_zone) as figures
  ) as answer
$$;

revoke all on function public.admin_workstation_summary(date, date, text) from public, anon;
grant execute on function public.admin_workstation_summary(date, date, text) to authenticated;
