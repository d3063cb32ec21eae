-- The site guide answers a reader's question about their own result ("What does my score of 63
-- mean?") from that result: the caller's latest one, or their latest with the score they name,
-- with what its level means and its dimensions' scores and next steps, read from the role's
-- scoring data (generated from the public assessment content). Only the caller's own rows, the
-- admin's included: a question about "my score" is never answered with someone else's.
create function public.own_assessment_result(p_score integer default null)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'role', s.scoring ->> 'name',
    'page', s.scoring ->> 'page',
    'client_result_id', r.client_result_id,
    'score', r.score,
    'level', band.value ->> 'name',
    'summary', band.value ->> 'summary',
    'min', (band.value ->> 'min')::int,
    'max', (band.value ->> 'max')::int,
    'levels', (select jsonb_agg(l.value -> 'name' order by l.ordinality) from jsonb_array_elements(s.scoring -> 'levels') with ordinality as l),
    'dimensions', (
      select coalesce(jsonb_agg(jsonb_build_object(
          'id', d.value ->> 'id',
          'name', d.value ->> 'name',
          'score', coalesce((r.dimension_scores ->> (d.value ->> 'id'))::numeric, 0)
        ) order by d.ordinality), '[]'::jsonb)
      from jsonb_array_elements(s.scoring -> 'dimensions') with ordinality as d
    ),
    'advice', s.scoring -> 'advice'
  )
  from (
    select role_id, client_result_id, completed_at, coalesce(verified_score, overall_score) as score,
      coalesce(verified_dimension_scores, dimension_scores) as dimension_scores
    from public.assessment_results
    where user_id = (select auth.uid())
  ) as r
  join private.assessment_scoring as s on s.role_id = r.role_id
  left join lateral (
    select l.value from jsonb_array_elements(s.scoring -> 'levels') as l
    where r.score between (l.value ->> 'min')::int and (l.value ->> 'max')::int
    limit 1
  ) as band on true
  order by (r.score = p_score) is true desc, r.completed_at desc
  limit 1
$$;

revoke all on function public.own_assessment_result(integer) from public, anon;
grant execute on function public.own_assessment_result(integer) to authenticated, service_role;

-- An evaluation question may expect a link with its query string: the guide answers "How do I book
-- a call?" with the contact form's call request (/contact?intent=call).
alter table public.eval_questions drop constraint eval_questions_sources_check;
alter table public.eval_questions add constraint eval_questions_sources_check check (
  cardinality(sources) <= 10
  and array_to_string(sources, ' ') ~ '^((/[a-z0-9/-]*(\?[a-z0-9=&_-]+)?(#[A-Za-z0-9_-]+)?|note:[0-9a-f-]{36})( |$))*$'
);
