-- /ai-apps-hub: one card per AI application, each with its figures of the last 24 hours, counted
-- here so the page reads a few numbers, never the rows. A function-backed application is counted
-- from the operations record, a workflow from its runs, and the AI quota from today's counters.

-- A card's last use is the newest row of its function, however long ago within the record's 30
-- days: one probe of this index, where the time index alone would walk back through every other
-- function's rows to reach a tool nobody used this week. Outcomes are written in batches, so the
-- second index costs one insert per batch row, off the requests' path.
create index operation_outcomes_name_at_idx on public.operation_outcomes (name, at desc);

-- A workflow's runs of the last 24 hours and its last run, by workflow and time. The list's index
-- puts the status between them, so it cannot answer either without reading every run of the workflow.
create index ai_runs_workflow_created_idx on public.ai_runs (workflow, created_at desc);

-- The quota counters are read by the admin, never written: take_ai_provider_call() stays the only
-- way to count, so nobody can reset or skip a count. Schema private is not exposed by the API;
-- the grant serves the hub's function, which runs as its caller.
grant select on table private.ai_provider_calls to authenticated;
create policy "AI quota counters can be read by the admin"
  on private.ai_provider_calls for select to authenticated
  using ((select public.is_admin()));

-- Per function of p_functions (its answers of the last 24 hours: calls, refused (4xx), failed
-- (5xx), p95 duration, and its last answer), per workflow of p_workflows (its runs created in the
-- last 24 hours: runs, failed, p95 of finished minus started, and its last run), and today's
-- provider calls (UTC, as the quota counts them) by everyone and by the caller. The page names
-- the applications, so a new one needs no change here; a list left out (null) is an empty one, as
-- the embedded backend passes an empty JSON array. Security invoker: the admin's own policies
-- decide what is read.
create function public.admin_ai_apps_figures(p_functions text[], p_workflows text[])
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  since timestamptz := now() - interval '24 hours';
  today date := (now() at time zone 'utc')::date;
  answer jsonb;
begin
  perform private.require_admin('The AI apps hub');
  p_functions := coalesce(p_functions, '{}');
  p_workflows := coalesce(p_workflows, '{}');
  if cardinality(p_functions) > 50
     or exists (select 1 from unnest(p_functions) as name where name is null or name !~ '^[a-z0-9][a-z0-9-]{0,62}$') then
    raise exception 'Expected p_functions as at most 50 function names (a-z, 0-9 and -); received %.', left(p_functions::text, 200) using errcode = '22023';
  end if;
  if cardinality(p_workflows) > 50
     or exists (select 1 from unnest(p_workflows) as name where name is null or name !~ '^[a-z][a-z0-9-]{0,62}$') then
    raise exception 'Expected p_workflows as at most 50 workflow names (a-z, 0-9 and -); received %.', left(p_workflows::text, 200) using errcode = '22023';
  end if;
  select jsonb_build_object(
    'functions', coalesce((
      select jsonb_agg(jsonb_build_object('name', f.name, 'calls', day.calls, 'refused', day.refused, 'failed', day.failed,
          'p95_ms', day.p95_ms, 'last_at', last.at) order by f.position)
      from unnest(p_functions) with ordinality as f(name, position)
      cross join lateral (
        select count(*)::int as calls,
          count(*) filter (where o.status between 400 and 499)::int as refused,
          count(*) filter (where o.status >= 500)::int as failed,
          round(percentile_cont(0.95) within group (order by o.duration_ms))::int as p95_ms
        from public.operation_outcomes as o
        where o.name = f.name and o.origin = 'function' and o.at >= since
      ) as day
      left join lateral (
        select o.at from public.operation_outcomes as o
        where o.name = f.name and o.origin = 'function'
        order by o.at desc limit 1
      ) as last on true), '[]'::jsonb),
    'workflows', coalesce((
      select jsonb_agg(jsonb_build_object('name', w.name, 'runs', day.runs, 'failed', day.failed,
          'p95_ms', day.p95_ms, 'last_at', last.created_at) order by w.position)
      from unnest(p_workflows) with ordinality as w(name, position)
      cross join lateral (
        select count(*)::int as runs,
          count(*) filter (where r.status = 'failed')::int as failed,
          round(percentile_cont(0.95) within group (
            order by extract(epoch from r.finished_at - r.started_at) * 1000))::int as p95_ms
        from public.ai_runs as r
        where r.workflow = w.name and r.created_at >= since
      ) as day
      left join lateral (
        select r.created_at from public.ai_runs as r
        where r.workflow = w.name
        order by r.created_at desc limit 1
      ) as last on true), '[]'::jsonb),
    'quota', jsonb_build_object(
      'day', today,
      'everyone', coalesce((select c.calls from private.ai_provider_calls as c where c.day = today and c.scope = 'global'), 0),
      'yours', coalesce((select c.calls from private.ai_provider_calls as c
                         where c.day = today and c.scope = 'user:' || (select auth.uid())::text), 0))
  ) into answer;
  return answer;
end;
$$;

revoke execute on function public.admin_ai_apps_figures(text[], text[]) from public, anon;
grant execute on function public.admin_ai_apps_figures(text[], text[]) to authenticated;
