-- /system-health counts the analytics batches the database stored, from the same table the
-- analytics pages read (a batch written by the demo's traffic counts like one the function
-- stored), and the refusals from the operations record, where they are all that remains. Mails
-- are counted from the record's mail jobs: what the functions sent; the page says that the auth
-- service's own mails are not among them.
create or replace function public.admin_operations_health(p_hours integer)
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
      'stored', (select count(*) from public.analytics_batches where received_at >= now() - make_interval(hours => p_hours)),
      'rejected', (select count(*) from recent where name = 'analytics-orchestrator' and status >= 400)),
    'mail', jsonb_build_object(
      'sent', (select count(*) from recent where origin = 'job' and name = 'mail' and status < 400),
      'failed', (select count(*) from recent where origin = 'job' and name = 'mail' and status >= 400)),
    'rate_limited', (select count(*) from recent where status = 429)
  ) into answer;
  return answer;
end;
$$;
