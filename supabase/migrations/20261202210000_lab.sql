-- The lab (/lab): a prompt (system text, user text, {{variables}}) run side by side in one to four
-- columns, each a model of the configured provider with its settings, or the site guide. Every Run
-- saves a new version of the prompt with its columns, waiting; the lab-run function answers one
-- column at a time and writes its result (the text, tokens, latency, cost, the run it recorded in
-- the run store). A blind version hides which column is which until the owner votes for one; the
-- votes make the tally per configuration. The admin's alone.

create table public.lab_prompts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The demo's (npm start -- --demo): its versions, answers and votes go with it.
  is_sample boolean not null default false
);

create table public.lab_versions (
  id uuid primary key default gen_random_uuid(),
  prompt_id uuid not null references public.lab_prompts (id) on delete cascade,
  number integer not null check (number between 1 and 100000),
  system_text text not null default '' check (length(system_text) <= 8000),
  user_text text not null check (length(btrim(user_text)) between 1 and 8000),
  -- {name: value}: what each {{name}} of the texts is filled with.
  variables jsonb not null default '{}'::jsonb check (jsonb_typeof(variables) = 'object' and octet_length(variables::text) <= 20000),
  blind boolean not null default false,
  created_at timestamptz not null default now(),
  unique (prompt_id, number)
);

create table public.lab_results (
  id uuid primary key default gen_random_uuid(),
  version_id uuid not null references public.lab_versions (id) on delete cascade,
  position smallint not null check (position between 0 and 3),
  kind text not null check (kind in ('model', 'site_guide')),
  model text check (length(btrim(model)) between 1 and 200),
  temperature numeric(3, 2) check (temperature between 0 and 2),
  max_output_tokens integer check (max_output_tokens between 16 and 4000),
  status text not null default 'waiting' check (status in ('waiting', 'running', 'complete', 'stopped', 'failed')),
  -- Who answered, as the run named it: the provider and model, or the site guide.
  label text not null default '' check (length(label) <= 300),
  output text not null default '' check (length(output) <= 20000),
  error text check (length(error) <= 2000),
  sources jsonb not null default '[]'::jsonb check (jsonb_typeof(sources) = 'array' and octet_length(sources::text) <= 20000),
  input_tokens integer not null default 0 check (input_tokens >= 0),
  output_tokens integer not null default 0 check (output_tokens >= 0),
  first_token_ms integer check (first_token_ms >= 0),
  latency_ms integer check (latency_ms >= 0),
  -- US dollars from the price table; null when the model has no price (the site guide costs nothing).
  cost_usd numeric(14, 6) check (cost_usd >= 0),
  run_id uuid references public.ai_runs (id) on delete set null,
  unique (version_id, position),
  unique (version_id, id),
  check ((kind = 'model') = (model is not null)),
  check (kind = 'model' or (temperature is null and max_output_tokens is null))
);

create index lab_results_run_idx on public.lab_results (run_id) where run_id is not null;

-- The owner's choice among a blind version's columns: one per version, of one of its own columns.
create table public.lab_votes (
  version_id uuid primary key,
  result_id uuid not null,
  created_at timestamptz not null default now(),
  foreign key (version_id, result_id) references public.lab_results (version_id, id) on delete cascade
);

create index lab_votes_result_idx on public.lab_votes (version_id, result_id);

do $$
declare
  lab_table text;
  noun text;
begin
  foreach lab_table in array array['lab_prompts', 'lab_versions', 'lab_results', 'lab_votes'] loop
    noun := case lab_table
      when 'lab_prompts' then 'Lab prompts'
      when 'lab_versions' then 'Lab prompt versions'
      when 'lab_results' then 'Lab results'
      else 'Lab votes' end;
    execute format('alter table public.%I enable row level security', lab_table);
    execute format('revoke all on table public.%I from public, anon, authenticated', lab_table);
    execute format('grant select, insert, update, delete on table public.%I to authenticated, service_role', lab_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_admin()))',
      noun || ' can be read by the admin', lab_table);
    execute format('create policy %I on public.%I for insert to authenticated with check ((select public.is_admin()))',
      noun || ' can be added by the admin', lab_table);
    execute format('create policy %I on public.%I for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))',
      noun || ' can be changed by the admin', lab_table);
    execute format('create policy %I on public.%I for delete to authenticated using ((select public.is_admin()))',
      noun || ' can be deleted by the admin', lab_table);
  end loop;
end;
$$;

-- A Run: the prompt (a new one when p_prompt_id is null, else the one named, retitled) gains its
-- next version with its columns waiting, in one transaction, so a bad column stores nothing.
-- p_version: {system_text, user_text, variables, blind, columns: [{kind, model, temperature, max_output_tokens}]}.
create function public.save_lab_version(p_prompt_id uuid, p_title text, p_version jsonb)
returns uuid
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  prompt uuid := p_prompt_id;
  next_number integer;
  made uuid;
  columns integer := coalesce(jsonb_array_length(case jsonb_typeof(p_version -> 'columns') when 'array' then p_version -> 'columns' end), 0);
begin
  perform private.require_admin('The lab');
  if columns not between 1 and 4 then
    raise exception 'Expected one to four columns.' using errcode = '22023';
  end if;
  if coalesce((p_version ->> 'blind')::boolean, false) and columns < 2 then
    raise exception 'A blind comparison needs at least two columns.' using errcode = '22023';
  end if;
  if prompt is null then
    insert into public.lab_prompts (title) values (btrim(p_title)) returning id into prompt;
  else
    -- The update holds the prompt's row, so two Runs of one prompt take its numbers in turn.
    update public.lab_prompts set title = btrim(p_title), updated_at = now() where id = prompt;
    if not found then
      raise exception 'There is no prompt %.', prompt using errcode = '22023';
    end if;
  end if;
  select coalesce(max(number), 0) + 1 into next_number from public.lab_versions where prompt_id = prompt;
  insert into public.lab_versions (prompt_id, number, system_text, user_text, variables, blind)
  values (prompt, next_number, coalesce(p_version ->> 'system_text', ''), coalesce(p_version ->> 'user_text', ''),
          coalesce(p_version -> 'variables', '{}'::jsonb), coalesce((p_version ->> 'blind')::boolean, false))
  returning id into made;
  insert into public.lab_results (version_id, position, kind, model, temperature, max_output_tokens)
  select made, (entry.ordinality - 1)::smallint, entry.value ->> 'kind', btrim(entry.value ->> 'model'),
         (entry.value ->> 'temperature')::numeric, (entry.value ->> 'max_output_tokens')::integer
  from pg_catalog.jsonb_array_elements(p_version -> 'columns') with ordinality as entry (value, ordinality);
  return made;
end;
$$;

revoke all on function public.save_lab_version(uuid, text, jsonb) from public, anon;
grant execute on function public.save_lab_version(uuid, text, jsonb) to authenticated;

-- The demo's sample prompt (server/demo/seedSampleLab.ts) is sample data like the rest: the
-- workstation counts it and its one-click removal removes it. Both functions are replaced whole,
-- with every table the earlier sample migrations list.

-- How many sample rows each table holds; the workstation shows its banner while any are left.
create or replace function public.admin_sample_data()
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'the sample data''s figures are for the admin' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'analytics_events', (select count(*) from public.analytics_events where is_sample),
    'consent_log', (select count(*) from public.consent_log where is_sample),
    'user_consent', (select count(*) from public.user_consent where is_sample),
    'newsletter_subscribers', (select count(*) from public.newsletter_subscribers where is_sample),
    'contact_messages', (select count(*) from public.contact_messages where is_sample),
    'leads', (select count(*) from public.leads where is_sample),
    'tasks', (select count(*) from public.tasks where is_sample),
    'assessment_results', (select count(*) from public.assessment_results where is_sample),
    'articles', (select count(*) from public.articles where is_sample),
    'newsletter_issues', (select count(*) from public.newsletter_issues where is_sample),
    'podcast_episodes', (select count(*) from public.podcast_episodes where is_sample),
    'brand_profile', (select count(*) from public.brand_profile where is_sample),
    'case_studies', (select count(*) from public.case_studies where is_sample),
    'books_ideas', (select count(*) from public.books_ideas where is_sample),
    'talks', (select count(*) from public.talks where is_sample),
    'testimonials', (select count(*) from public.testimonials where is_sample),
    'kb_notes', (select count(*) from public.kb_notes where is_sample),
    'signal_sources', (select count(*) from public.signal_sources where is_sample),
    'signals', (select count(*) from public.signals where is_sample),
    'briefs', (select count(*) from public.briefs where is_sample),
    'roadmap_items', (select count(*) from public.roadmap_items where is_sample),
    'ai_runs', (select count(*) from public.ai_runs where is_sample),
    'partners', (select count(*) from public.partners where is_sample),
    'credentials', (select count(*) from public.credentials where is_sample),
    'lab_prompts', (select count(*) from public.lab_prompts where is_sample),
    'users', (select count(*) from auth.users as u where private.is_sample_user(u)));
end;
$$;

revoke all on function public.admin_sample_data() from public, anon;
grant execute on function public.admin_sample_data() to authenticated;

-- Removes every sample row and the sample users in one transaction, and answers how many rows
-- left each table. Real rows are untouched: every statement names the mark. Deleting events
-- runs the analytics rollups' delete triggers, so the dashboards drop the sample traffic too.
create or replace function public.admin_remove_sample_data()
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  removed jsonb := '{}';
  touched bigint;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'only the admin may remove the sample data' using errcode = '42501';
  end if;
  -- The sample runs first, with what their writes (and their child runs' writes) kept under their
  -- steps' keys; their steps, approvals and child runs go with them (cascade). The rows their
  -- tools made are sample rows, removed below.
  delete from private.tool_writes as kept
  using public.ai_run_steps as step
    join public.ai_runs as run on run.id = step.run_id
    left join public.ai_runs as parent on parent.id = run.parent_run_id
  where (run.is_sample or coalesce(parent.is_sample, false)) and kept.idempotency_key = step.idempotency_key;
  delete from public.ai_runs where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('ai_runs', touched);
  -- The sample prompts with their versions, answers and votes (cascade).
  delete from public.lab_prompts where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('lab_prompts', touched);
  -- The sample keys with their calls and rollups (cascade), then their partners: a real key is
  -- never a sample partner's, since the demo only fills an empty database.
  delete from public.credentials where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('credentials', touched);
  delete from public.partners where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('partners', touched);
  -- The sample issues next, their sends and deliveries with them (cascade): an issue made from an
  -- article keeps pointing at it until then.
  delete from public.newsletter_issues where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('newsletter_issues', touched);
  delete from public.articles where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('articles', touched);
  delete from public.podcast_episodes where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('podcast_episodes', touched);
  -- The biography's one row stays, emptied and unpublished as the database made it.
  update public.brand_profile
  set name = '', headline = '', biography_md = '', photo_url = null, photo_alt = '', published = false, is_sample = false
  where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('brand_profile', touched);
  delete from public.case_studies where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('case_studies', touched);
  delete from public.books_ideas where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('books_ideas', touched);
  delete from public.talks where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('talks', touched);
  delete from public.testimonials where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('testimonials', touched);
  delete from public.tasks where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('tasks', touched);
  -- The briefs before what they are made of: their items go with them, by cascade.
  delete from public.briefs where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('briefs', touched);
  delete from public.signals where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('signals', touched);
  delete from public.signal_sources where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('signal_sources', touched);
  delete from public.kb_notes where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('kb_notes', touched);
  delete from public.roadmap_items where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('roadmap_items', touched);
  delete from public.leads where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('leads', touched);
  delete from public.contact_messages where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('contact_messages', touched);
  delete from public.newsletter_subscribers where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('newsletter_subscribers', touched);
  delete from public.consent_log where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('consent_log', touched);
  delete from public.user_consent where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('user_consent', touched);
  delete from public.analytics_events where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('analytics_events', touched);
  delete from public.analytics_batches where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('analytics_batches', touched);
  delete from public.assessment_results where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('assessment_results', touched);
  delete from auth.users as u where private.is_sample_user(u);
  get diagnostics touched = row_count;
  return removed || jsonb_build_object('users', touched);
end;
$$;

revoke all on function public.admin_remove_sample_data() from public, anon;
grant execute on function public.admin_remove_sample_data() to authenticated;
