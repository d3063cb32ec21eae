-- Share links for results: opt-in and revocable. The owner creates a link for one of their own
-- results and may revoke it; anyone holding the token reads the score, the level and the
-- dimension scores through public.shared_result, and nothing else (no answers, no name, no date).
-- The token is made here, from two random UUIDs (244 random bits), so no client picks a weak one;
-- it is kept in clear so the owner can copy the link again. Revoking keeps the row, so the link
-- can say it is no longer shared instead of pretending it never existed.

create table public.assessment_result_shares (
  token text primary key default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    check (token ~ '^[0-9a-f]{64}$'),
  result_id uuid not null references public.assessment_results (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);

create index assessment_result_shares_result_idx on public.assessment_result_shares (result_id);
create index assessment_result_shares_user_idx on public.assessment_result_shares (user_id);

alter table public.assessment_result_shares enable row level security;
revoke all on table public.assessment_result_shares from public, anon, authenticated;
grant select on table public.assessment_result_shares to authenticated;
grant insert (result_id, user_id) on table public.assessment_result_shares to authenticated;
grant update (revoked_at) on table public.assessment_result_shares to authenticated;
grant select, insert, update, delete on table public.assessment_result_shares to service_role;

create policy "Users share their own results"
  on public.assessment_result_shares for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and revoked_at is null
    and exists (
      select 1 from public.assessment_results as r
      where r.id = result_id and r.user_id = (select auth.uid()) and r.verified_score is not null
    )
  );

create policy "Users read their own share links"
  on public.assessment_result_shares for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users revoke their own share links"
  on public.assessment_result_shares for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and revoked_at is not null);

-- What a share link shows: the verified score, level and dimensions of the shared result, the
-- role it is for, or only whether the link was revoked or never existed.
create function public.shared_result(p_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case when sh.revoked_at is not null then jsonb_build_object('status', 'revoked')
      else jsonb_build_object(
        'status', 'shared',
        'role_id', r.role_id,
        'score', r.verified_score,
        'level', r.verified_level,
        'dimensions', (
          select jsonb_agg(jsonb_build_object('name', d.value ->> 'name', 'score', (r.verified_dimension_scores ->> (d.value ->> 'id'))::int) order by d.ordinality)
          from private.assessment_scoring as s, jsonb_array_elements(s.scoring -> 'dimensions') with ordinality as d
          where s.role_id = r.role_id
        )
      ) end
    from public.assessment_result_shares as sh
    join public.assessment_results as r on r.id = sh.result_id
    where sh.token = p_token and p_token ~ '^[0-9a-f]{64}$'
  ), jsonb_build_object('status', 'unknown'))
$$;

revoke all on function public.shared_result(text) from public;
grant execute on function public.shared_result(text) to anon, authenticated;
