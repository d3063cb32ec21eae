-- The runner's side of the run store: what a run answered and how it ran, retries of a failed
-- step as new attempts beside the old, steps that hand work to a child run, the write tools the
-- owner lets a workflow's model use without asking, and production's timer.

alter table public.ai_runs
  -- What the run made, for the pages to link: {"brief_id": …}, {"issue_id": …}, {"leads": n}.
  add column output jsonb check (octet_length(output::text) <= 100000),
  -- `rules`: no model was configured, the workflow's own steps ran; `agent`: a model chose the tools.
  add column mode text not null default 'rules' check (mode in ('rules', 'agent')),
  -- The provider and model that answered (e.g. `openai-compatible · llama3.2`); null under rules.
  add column model text check (length(model) <= 200),
  -- One line for lists: what the run did or is waiting for.
  add column summary text not null default '' check (length(summary) <= 500);

alter table public.ai_run_steps
  add column attempt integer not null default 1 check (attempt between 1 and 100),
  -- A sentence for the timeline: "List the strongest signals".
  add column label text not null default '' check (length(label) <= 300),
  add column child_run_id uuid references public.ai_runs (id) on delete set null,
  drop constraint ai_run_steps_kind_check,
  add constraint ai_run_steps_kind_check check (kind in ('model_call', 'tool_call', 'approval', 'child_run')),
  drop constraint ai_run_steps_check,
  add constraint ai_run_steps_tool_kind_check check ((kind in ('model_call', 'child_run')) = (tool_name is null)),
  add constraint ai_run_steps_child_check check ((kind = 'child_run') = (child_run_id is not null)),
  drop constraint ai_run_steps_run_id_ordinal_key,
  add constraint ai_run_steps_attempt_key unique (run_id, ordinal, attempt);

create index ai_run_steps_child_idx on public.ai_run_steps (child_run_id) where child_run_id is not null;

-- A write tool the owner lets a workflow's model call without asking each time. Reads never ask;
-- sends always do, so only write tools are kept here.
create table public.ai_tool_allowances (
  workflow text not null check (workflow ~ '^[a-z][a-z0-9-]{0,62}$'),
  tool_name text not null check (tool_name ~ '^[a-z][a-z0-9_]{0,62}$'),
  allowed_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (workflow, tool_name)
);
create index ai_tool_allowances_allowed_by_idx on public.ai_tool_allowances (allowed_by);

alter table public.ai_tool_allowances enable row level security;
revoke all on table public.ai_tool_allowances from public, anon, authenticated;
grant select on table public.ai_tool_allowances to authenticated;
grant select, insert, update, delete on table public.ai_tool_allowances to service_role;
create policy "Tool allowances can be read by the admin" on public.ai_tool_allowances for select to authenticated
  using ((select public.is_admin()));

-- Claims queued runs and running ones nobody holds: a lease that ran out (its runner crashed), or
-- none (a run put back by an approval, a retry, or a runner's spent time budget). A run waiting
-- for a child run is left until every child has finished.
create or replace function public.claim_ai_runs(p_owner text, p_limit integer, p_lease_seconds integer)
returns setof public.ai_runs
language plpgsql volatile set search_path = ''
as $$
begin
  if p_owner is null or length(p_owner) not between 1 and 200
     or p_limit is null or p_limit not between 1 and 100
     or p_lease_seconds is null or p_lease_seconds not between 1 and 3600 then
    raise exception 'expected a runner name of 1 to 200 characters, p_limit from 1 to 100 and p_lease_seconds from 1 to 3600'
      using errcode = '22023';
  end if;
  return query
  update public.ai_runs as run
  set status = 'running', started_at = coalesce(run.started_at, now()), lease_owner = p_owner,
    lease_expires_at = now() + make_interval(secs => p_lease_seconds)
  where run.id in (
    select free.id from public.ai_runs as free
    where (free.status = 'queued'
        or (free.status = 'running' and (free.lease_expires_at is null or free.lease_expires_at < now())))
      and not exists (
        select 1 from public.ai_runs as child
        where child.parent_run_id = free.id and child.status not in ('succeeded', 'failed', 'cancelled'))
    order by free.created_at, free.id
    limit p_limit
    for update skip locked
  )
  returning run.*;
end;
$$;

create index ai_runs_unheld_idx on public.ai_runs (created_at) where status = 'running' and lease_owner is null;

-- A pg_cron job that POSTs `{}` to one of the functions through pg_net, with the project's URL and
-- service role key read from Vault at run time (secrets `project_url` and `service_role_key`,
-- docs/deploy.md), replacing a job of the same name. Without both extensions (locally, and on a
-- plain PostgreSQL) it schedules nothing and answers so. The production timers are made with it.
create function private.schedule_function_call(p_job text, p_schedule text, p_function text, p_timeout_ms integer)
returns boolean
language plpgsql security invoker set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
    or not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    return false;
  end if;
  execute format('select cron.unschedule(jobid) from cron.job where jobname = %L', p_job);
  execute format($sql$select cron.schedule(%L, %L, %L)$sql$, p_job, p_schedule, format($job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/%s',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
      body := '{}'::jsonb,
      timeout_milliseconds := %s)
  $job$, p_function, p_timeout_ms));
  return true;
end;
$$;
revoke all on function private.schedule_function_call(text, text, text, integer) from public, anon, authenticated;

-- The publishing scheduler's timer, now made by the shared function (same job, same schedule).
create or replace function private.schedule_publishing_scheduler()
returns text
language plpgsql security invoker set search_path = ''
as $$
begin
  if private.schedule_function_call('publishing-scheduler', '* * * * *', 'publishing-scheduler', 10000) then
    return 'the publishing scheduler runs every minute';
  end if;
  return 'pg_cron and pg_net are not both enabled: the publishing scheduler was not scheduled';
end;
$$;

-- Production's timer of the AI runner: a pg_cron job every ten seconds calling ai-runner. Run and
-- each approval start the runner at once; the timer takes up the rest: a run past its chunk's
-- time, one whose runner crashed, a coordinator whose agents finished. Without both extensions it
-- schedules nothing and says so: `select private.schedule_ai_runner();` after enabling them.
create function private.schedule_ai_runner()
returns text
language plpgsql security invoker set search_path = ''
as $$
begin
  if private.schedule_function_call('ai-runner', '10 seconds', 'ai-runner', 30000) then
    return 'the AI runner runs every ten seconds';
  end if;
  return 'pg_cron and pg_net are not both enabled: the AI runner was not scheduled';
end;
$$;
revoke all on function private.schedule_ai_runner() from public, anon, authenticated;
select private.schedule_ai_runner();

-- A step stored as it starts, only while its runner still holds the run, the lease renewed in the
-- same statement: one round trip per step instead of two, and no step begun by a runner that lost
-- the run (cancelled, or taken over after its lease ran out). Empty when it lost it. The runner's only.
create function public.begin_ai_run_step(p_owner text, p_lease_seconds integer, p_step jsonb)
returns setof public.ai_run_steps
language plpgsql volatile set search_path = ''
as $$
begin
  if p_owner is null or p_lease_seconds is null or p_lease_seconds not between 1 and 3600 or jsonb_typeof(p_step) is distinct from 'object' then
    raise exception 'expected a runner name, p_lease_seconds from 1 to 3600 and the step as an object' using errcode = '22023';
  end if;
  perform 1 from public.ai_runs
  where id = (p_step ->> 'run_id')::uuid and lease_owner = p_owner and status = 'running'
  for update;
  if not found then
    return;
  end if;
  update public.ai_runs set lease_expires_at = now() + make_interval(secs => p_lease_seconds)
  where id = (p_step ->> 'run_id')::uuid;
  return query
  insert into public.ai_run_steps (run_id, ordinal, attempt, kind, tool_name, label, status, input, idempotency_key, child_run_id)
  values (
    (p_step ->> 'run_id')::uuid, (p_step ->> 'ordinal')::integer, (p_step ->> 'attempt')::integer, p_step ->> 'kind',
    p_step ->> 'tool_name', coalesce(p_step ->> 'label', ''), p_step ->> 'status', coalesce(p_step -> 'input', '{}'::jsonb),
    p_step ->> 'idempotency_key', (p_step ->> 'child_run_id')::uuid
  )
  returning *;
end;
$$;

revoke all on function public.begin_ai_run_step(text, integer, jsonb) from public, anon, authenticated;
grant execute on function public.begin_ai_run_step(text, integer, jsonb) to service_role;
