-- Saved results of the role assessments. A signed-in user keeps a history of their own results
-- (read and compare on the hub); the admin reads all of them. Results are history: nobody edits
-- one after it is stored, and a retried save carries the same client_result_id, so it is stored
-- once.

create table public.assessment_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  client_result_id uuid not null unique,
  role_id text not null check (role_id ~ '^[a-z0-9-]{2,40}$'),
  content_version text not null check (length(content_version) between 1 and 40),
  overall_score smallint not null check (overall_score between 0 and 100),
  level text not null check (length(level) between 1 and 40),
  dimension_scores jsonb not null check (jsonb_typeof(dimension_scores) = 'object' and length(dimension_scores::text) <= 2000),
  answers jsonb not null check (jsonb_typeof(answers) = 'object' and length(answers::text) <= 4000),
  completed_at timestamptz not null default now()
);

create index assessment_results_user_role_idx on public.assessment_results (user_id, role_id, completed_at desc);

alter table public.assessment_results enable row level security;
revoke all on table public.assessment_results from public, anon, authenticated;
grant select, insert on table public.assessment_results to authenticated;
grant select, insert, update, delete on table public.assessment_results to service_role;

create policy "Users save their own results"
  on public.assessment_results for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users read their own results"
  on public.assessment_results for select to authenticated
  using (user_id = (select auth.uid()));

create policy "The admin reads every result"
  on public.assessment_results for select to authenticated
  using ((select public.is_admin()));
