-- Scores that other people see are recomputed here from the stored answers, never taken from
-- the browser. Each role's scoring (question weights, option scores, dimensions and level bands)
-- is data in private.assessment_scoring, written by a migration generated from the assessment
-- content (scripts/assessments/scoringMigration.ts), so the database scores exactly as the
-- site's scoring module does: same float arithmetic, same order, same rounding.
--
-- Sample rows (seeded for demonstrations) are marked, and no comparison counts them.

create table private.assessment_scoring (
  role_id text primary key check (role_id ~ '^[a-z0-9-]{2,40}$'),
  scoring jsonb not null check (jsonb_typeof(scoring) = 'object')
);

alter table private.assessment_scoring enable row level security;
revoke all on table private.assessment_scoring from public, anon, authenticated;
grant select, insert, update, delete on table private.assessment_scoring to service_role;

alter table public.assessment_results
  add column verified_score smallint check (verified_score between 0 and 100),
  add column verified_level text check (length(verified_level) between 1 and 40),
  add column verified_dimension_scores jsonb check (jsonb_typeof(verified_dimension_scores) = 'object'),
  add column is_sample boolean not null default false;

-- A person saves only what they answered: the verified columns and the sample mark are the
-- database's to set, so the insert grant names the columns a browser may send.
revoke insert on table public.assessment_results from authenticated;
grant insert (user_id, client_result_id, role_id, content_version, overall_score, level, dimension_scores, answers, completed_at)
  on table public.assessment_results to authenticated;

create index assessment_results_role_latest_idx on public.assessment_results (role_id, user_id, completed_at desc) where not is_sample;

-- A dimension's score is the weighted mean of its chosen options' scores, times 100; an answer
-- that is missing or names no option counts as 0. The overall score is the rounded mean of the
-- dimension scores. Math.round(x) for x >= 0 is floor(x + 0.5), which round() on float8 is not.
create function private.score_answers(p_scoring jsonb, p_answers jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with questions as (
    select q.value as question, q.ordinality as position,
      case when jsonb_typeof(p_answers -> (q.value ->> 'id')) = 'number' and (p_answers ->> (q.value ->> 'id')) ~ '^[0-9]{1,2}$'
        then coalesce((q.value -> 'options' ->> (p_answers ->> (q.value ->> 'id'))::int)::float8, 0)
        else 0::float8 end as chosen
    from jsonb_array_elements(p_scoring -> 'questions') with ordinality as q
  ), dimensions as (
    select d.value ->> 'id' as id, d.ordinality as position,
      floor(100 * sum((q.question ->> 'weight')::float8 * q.chosen order by q.position)
        / sum((q.question ->> 'weight')::float8 order by q.position) + 0.5)::int as score
    from jsonb_array_elements(p_scoring -> 'dimensions') with ordinality as d
    join questions as q on q.question ->> 'dimension' = d.value ->> 'id'
    group by d.value, d.ordinality
  ), overall as (
    select floor(sum(score)::float8 / count(*) + 0.5)::int as score, jsonb_object_agg(id, score order by position) as dimension_scores
    from dimensions
  )
  select jsonb_build_object('overall', o.score, 'dimensions', o.dimension_scores, 'level', (
    select l.value ->> 'name' from jsonb_array_elements(p_scoring -> 'levels') as l
    where o.score between (l.value ->> 'min')::int and (l.value ->> 'max')::int
  ))
  from overall as o
$$;

create function private.verify_result_score()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  verified jsonb;
begin
  select private.score_answers(s.scoring, new.answers) into verified from private.assessment_scoring as s where s.role_id = new.role_id;
  new.verified_score := (verified ->> 'overall')::smallint;
  new.verified_level := verified ->> 'level';
  new.verified_dimension_scores := verified -> 'dimensions';
  return new;
end;
$$;

revoke all on function private.score_answers(jsonb, jsonb) from public;
revoke all on function private.verify_result_score() from public;

create trigger assessment_results_verify_score
  before insert on public.assessment_results
  for each row execute function private.verify_result_score();

-- How one score sits among everyone else's for a role: each person's latest result, sample rows
-- left out, verified scores only, and nothing at all below ten people, so no one can be singled out.
create function public.assessment_comparison(p_role_id text, p_score integer)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  figures jsonb;
begin
  if p_score is null or p_score not between 0 and 100 then
    raise exception 'expected a score from 0 to 100; received %', coalesce(p_score::text, 'null') using errcode = '22023';
  end if;
  with latest as (
    select distinct on (r.user_id) r.verified_score
    from public.assessment_results as r
    where r.role_id = p_role_id and not r.is_sample
    order by r.user_id, r.completed_at desc, r.id
  )
  select case when count(*) >= 10 then jsonb_build_object(
      'people', count(*),
      'average', floor(avg(verified_score)::float8 + 0.5)::int,
      'below', count(*) filter (where verified_score < p_score),
      'above', count(*) filter (where verified_score > p_score)
    ) end
  into figures
  from latest
  where verified_score is not null;
  return figures;
end;
$$;

revoke all on function public.assessment_comparison(text, integer) from public, anon;
grant execute on function public.assessment_comparison(text, integer) to authenticated;
