-- Evaluations (/innovation-lab): datasets of questions, each with the sources that should be found
-- (site links path#anchor, or note:<id>) and checks on the answer. A run of a dataset is a run of
-- the workbench's evaluation workflow, which keeps the questions as they were in its input and the
-- per-question results and scores in its output; these tables hold only the datasets. The admin's alone.

create table public.eval_datasets (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  description text not null default '' check (length(description) <= 2000),
  is_sample boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.eval_questions (
  id uuid primary key default gen_random_uuid(),
  dataset_id uuid not null references public.eval_datasets (id) on delete cascade,
  position integer not null check (position between 0 and 499),
  question text not null check (length(btrim(question)) between 1 and 1000),
  sources text[] not null default '{}' check (
    cardinality(sources) <= 10
    and array_to_string(sources, ' ') ~ '^((/[a-z0-9/-]*(#[A-Za-z0-9_-]+)?|note:[0-9a-f-]{36})( |$))*$'
  ),
  -- [{kind: contains|pattern|json_schema|rubric, …}]: the evaluation workflow checks each one's fields.
  checks jsonb not null default '[]'::jsonb check (
    jsonb_typeof(checks) = 'array' and jsonb_array_length(checks) <= 10 and octet_length(checks::text) <= 20000
  ),
  held_out boolean not null default false,
  unique (dataset_id, position)
);

create index eval_questions_dataset_idx on public.eval_questions (dataset_id, position);

do $$
declare
  eval_table text;
  noun text;
begin
  foreach eval_table in array array['eval_datasets', 'eval_questions'] loop
    noun := case eval_table when 'eval_datasets' then 'Evaluation datasets' else 'Evaluation questions' end;
    execute format('alter table public.%I enable row level security', eval_table);
    execute format('revoke all on table public.%I from public, anon, authenticated', eval_table);
    execute format('grant select, insert, update, delete on table public.%I to authenticated, service_role', eval_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_admin()))',
      noun || ' can be read by the admin', eval_table);
    execute format('create policy %I on public.%I for insert to authenticated with check ((select public.is_admin()))',
      noun || ' can be added by the admin', eval_table);
    execute format('create policy %I on public.%I for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))',
      noun || ' can be changed by the admin', eval_table);
    execute format('create policy %I on public.%I for delete to authenticated using ((select public.is_admin()))',
      noun || ' can be deleted by the admin', eval_table);
  end loop;
end;
$$;

-- An imported file ({name, description, questions: [{question, sources, checks, held_out}]}) stored
-- in one transaction: a file with one bad question stores nothing. Runs as the caller: the admin alone.
create function public.import_eval_dataset(p_dataset jsonb)
returns uuid
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  made uuid;
begin
  perform private.require_admin('Evaluation datasets');
  if jsonb_typeof(p_dataset) is distinct from 'object' or jsonb_typeof(p_dataset -> 'questions') is distinct from 'array'
    or jsonb_array_length(p_dataset -> 'questions') not between 1 and 500 then
    raise exception 'Expected a dataset as {"name", "description", "questions": [...]} with 1 to 500 questions.' using errcode = '22023';
  end if;
  insert into public.eval_datasets (name, description)
  values (btrim(p_dataset ->> 'name'), coalesce(btrim(p_dataset ->> 'description'), ''))
  returning id into made;
  insert into public.eval_questions (dataset_id, position, question, sources, checks, held_out)
  select made, entry.ordinality - 1, btrim(entry.value ->> 'question'),
         array(select pg_catalog.jsonb_array_elements_text(coalesce(entry.value -> 'sources', '[]'::jsonb))),
         coalesce(entry.value -> 'checks', '[]'::jsonb),
         coalesce((entry.value ->> 'held_out')::boolean, false)
  from pg_catalog.jsonb_array_elements(p_dataset -> 'questions') with ordinality as entry (value, ordinality);
  return made;
end;
$$;

revoke all on function public.import_eval_dataset(jsonb) from public, anon;
grant execute on function public.import_eval_dataset(jsonb) to authenticated;
