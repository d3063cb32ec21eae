-- The console names a role's dimensions as the assessment does ("Audience evidence", not
-- "audience-evidence"). The names come from each role's scoring, itself generated from the public
-- assessment content; only the names leave the private table.
create function private.assessment_dimension_names()
returns table (role_id text, dimension text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.role_id, d ->> 'id', d ->> 'name'
  from private.assessment_scoring as s
    cross join lateral jsonb_array_elements(s.scoring -> 'dimensions') as d
$$;

revoke all on function private.assessment_dimension_names() from public, anon;
grant execute on function private.assessment_dimension_names() to authenticated, service_role;

-- As before, with each dimension's name beside its id (the id when the role's scoring has none).
create or replace function public.admin_assessment_figures(p_from date, p_to date, p_time_zone text)
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
      'dimensions', (select coalesce(jsonb_agg(jsonb_build_object('role', g.role_id, 'dimension', g.dimension,
          'name', coalesce(n.name, g.dimension), 'results', g.results, 'average', g.average) order by g.role_id, g.dimension), '[]')
        from (select r.role_id, d.key as dimension, count(*) as results, round(avg(d.value::numeric), 1) as average
              from results as r cross join lateral jsonb_each_text(r.dimensions) as d
              where d.value ~ '^-?[0-9]+(\.[0-9]+)?$'
              group by r.role_id, d.key) as g
          left join private.assessment_dimension_names() as n on n.role_id = g.role_id and n.dimension = g.dimension)
    )
  );
end;
$$;
