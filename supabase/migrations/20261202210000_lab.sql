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
    execute format('grant select, insert, update, delete on table public.%I to service_role', lab_table);
    execute format('grant select, delete on table public.%I to authenticated', lab_table);
    -- A prompt's sample mark is the demo's alone: the admin writes its title, never the mark.
    if lab_table = 'lab_prompts' then
      grant insert (id, title), update (title, updated_at) on table public.lab_prompts to authenticated;
    else
      execute format('grant insert, update on table public.%I to authenticated', lab_table);
    end if;
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
