-- What the partner API serves besides published content: the AI jobs data (loaded by the
-- generated migration ending in _ai_jobs_data.sql) and a daily snapshot of the assessment
-- benchmarks. The admin reads both; only the service role (the partner-api function, after its
-- key check) serves them; visitors and signed-in users get nothing through REST.

create table public.ai_job_groups (
  code text primary key check (code ~ '^[0-9]{2}-0000$'),
  name text not null check (length(btrim(name)) between 1 and 200),
  -- Scored occupations in the group.
  occupations integer not null check (occupations >= 0),
  employment_2024 integer not null check (employment_2024 >= 0),
  scored_employment_2024 integer not null check (scored_employment_2024 >= 0),
  median_annual_wage_2024 integer not null check (median_annual_wage_2024 >= 0),
  -- Employment-weighted means of the occupations' scores.
  ms_ai_applicability numeric(5, 4) not null check (ms_ai_applicability between 0 and 1),
  gpt4_beta numeric(5, 4) not null check (gpt4_beta between 0 and 1),
  human_beta numeric(5, 4) not null check (human_beta between 0 and 1)
);

create table public.ai_job_occupations (
  soc_code text primary key check (soc_code ~ '^[0-9]{2}-[0-9]{4}$'),
  title text not null check (length(btrim(title)) between 1 and 300),
  group_code text not null references public.ai_job_groups (code),
  -- Null where BLS publishes no estimate (45-3031) or only the other kind of wage.
  employment_2024 integer check (employment_2024 >= 0),
  median_annual_wage_2024 integer check (median_annual_wage_2024 >= 0),
  median_hourly_wage_2024 numeric(8, 2) check (median_hourly_wage_2024 >= 0),
  median_wage_is_lower_bound boolean,
  ms_ai_applicability numeric(5, 4) not null check (ms_ai_applicability between 0 and 1),
  gpt4_beta numeric(5, 4) not null check (gpt4_beta between 0 and 1),
  human_beta numeric(5, 4) not null check (human_beta between 0 and 1)
);

create index ai_job_occupations_group_idx on public.ai_job_occupations (group_code, soc_code);

-- One row per role with ten people or more: counts rounded down to tens, scores to whole points,
-- level shares to 5 %, so that neither one person's result nor a count crossing ten shows.
create table public.assessment_benchmarks (
  role_id text primary key check (role_id ~ '^[a-z0-9-]{2,40}$'),
  people integer not null check (people >= 10 and people % 10 = 0),
  average smallint not null check (average between 0 and 100),
  lower_quartile smallint not null check (lower_quartile between 0 and 100),
  median smallint not null check (median between 0 and 100),
  upper_quartile smallint not null check (upper_quartile between 0 and 100),
  -- [{ "level": <the role's level name>, "share": <percent, a multiple of 5> }], lowest level first.
  levels jsonb not null check (jsonb_typeof(levels) = 'array'),
  refreshed_at timestamptz not null
);

-- When the snapshot was last taken; one row, locked while a refresh runs.
create table private.assessment_benchmark_refresh (
  only_row boolean primary key default true check (only_row),
  refreshed_at timestamptz not null
);
insert into private.assessment_benchmark_refresh (refreshed_at) values ('-infinity');

alter table public.ai_job_groups enable row level security;
alter table public.ai_job_occupations enable row level security;
alter table public.assessment_benchmarks enable row level security;
alter table private.assessment_benchmark_refresh enable row level security;
revoke all on table public.ai_job_groups, public.ai_job_occupations, public.assessment_benchmarks from public, anon, authenticated;
revoke all on table private.assessment_benchmark_refresh from public, anon, authenticated;
grant select on table public.ai_job_groups, public.ai_job_occupations, public.assessment_benchmarks to authenticated;
grant select on table public.ai_job_groups, public.ai_job_occupations, public.assessment_benchmarks to service_role;

create policy "AI job groups can be read by the admin" on public.ai_job_groups for select to authenticated
  using ((select public.is_admin()));
create policy "AI job occupations can be read by the admin" on public.ai_job_occupations for select to authenticated
  using ((select public.is_admin()));
create policy "Assessment benchmarks can be read by the admin" on public.assessment_benchmarks for select to authenticated
  using ((select public.is_admin()));

-- Retakes each role's benchmark from the same population as public.assessment_comparison (each
-- person's latest result with a verified score, sample rows out), unless the last snapshot is
-- under 24 hours old: then it does nothing and answers false. Called daily by the schedulers and
-- by public.partner_assessment_benchmarks() before it reads.
create function private.refresh_assessment_benchmarks()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_refresh timestamptz;
begin
  select refreshed_at into last_refresh from private.assessment_benchmark_refresh for update;
  if last_refresh > now() - interval '24 hours' then
    return false;
  end if;
  delete from public.assessment_benchmarks where true;
  insert into public.assessment_benchmarks (role_id, people, average, lower_quartile, median, upper_quartile, levels, refreshed_at)
  with latest as (
    select distinct on (r.role_id, r.user_id) r.role_id, r.verified_score, r.verified_level
    from public.assessment_results as r
    where not r.is_sample
    order by r.role_id, r.user_id, r.completed_at desc, r.id
  ), scored as (
    select * from latest where verified_score is not null
  ), roles as (
    select s.role_id, count(*) as people, avg(s.verified_score)::float8 as average,
      percentile_cont(array[0.25, 0.5, 0.75]) within group (order by s.verified_score) as quartiles
    from scored as s
    group by s.role_id
    having count(*) >= 10
  )
  select ro.role_id,
    (ro.people / 10) * 10,
    floor(ro.average + 0.5),
    floor(ro.quartiles[1] + 0.5),
    floor(ro.quartiles[2] + 0.5),
    floor(ro.quartiles[3] + 0.5),
    coalesce((
      select jsonb_agg(jsonb_build_object(
          'level', band.name,
          'share', (floor((select count(*) from scored as s where s.role_id = ro.role_id and s.verified_level = band.name) * 20.0 / ro.people + 0.5) * 5)::int
        ) order by band.position)
      from private.assessment_scoring as sc,
        jsonb_array_elements(sc.scoring -> 'levels') with ordinality as level(value, position),
        lateral (select level.value ->> 'name' as name, level.position) as band
      where sc.role_id = ro.role_id
    ), '[]'::jsonb),
    now()
  from roles as ro;
  update private.assessment_benchmark_refresh set refreshed_at = now() where only_row;
  return true;
end;
$$;

revoke all on function private.refresh_assessment_benchmarks() from public, anon, authenticated, service_role;

-- The partner API's read: the snapshot, refreshed first when it is a day old. Only the service
-- role (the partner-api function, after its key check) calls it.
create function public.partner_assessment_benchmarks()
returns setof public.assessment_benchmarks
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_assessment_benchmarks();
  return query select * from public.assessment_benchmarks as b order by b.role_id;
end;
$$;

revoke all on function public.partner_assessment_benchmarks() from public, anon, authenticated;
grant execute on function public.partner_assessment_benchmarks() to service_role;
