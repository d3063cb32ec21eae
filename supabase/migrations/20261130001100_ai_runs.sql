-- The durable run store of the AI workbench: a run is one job given to a workflow (or to an
-- agent, as a child of a coordinating run), advanced step by step by a runner that claims it with
-- a lease. Every step's input and output is kept as it finishes, so a run resumes after a crash
-- from its last stored step and can be retried from any failed one; a step that needs the owner's
-- word waits in an approval. The admin reads everything; only the functions write (the service
-- role), after checking who asks.

create table public.ai_runs (
  id uuid primary key default gen_random_uuid(),
  workflow text not null check (workflow ~ '^[a-z][a-z0-9-]{0,62}$'),
  input jsonb not null default '{}'::jsonb check (jsonb_typeof(input) = 'object' and octet_length(input::text) <= 100000),
  status text not null default 'queued'
    check (status in ('queued', 'running', 'waiting_approval', 'succeeded', 'failed', 'cancelled')),
  -- Who pressed Run: every tool of the run acts for them, and asks again at each step whether they are still the admin.
  starter uuid not null references auth.users (id) on delete cascade,
  parent_run_id uuid references public.ai_runs (id) on delete cascade,
  input_tokens integer not null default 0 check (input_tokens >= 0),
  output_tokens integer not null default 0 check (output_tokens >= 0),
  -- US dollars, from the price table of the environment; null while a model used has no price.
  cost_usd numeric(14, 6) check (cost_usd >= 0),
  error text check (length(error) <= 2000),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  -- The runner holding the run, until when: a lease that ran out (its runner crashed) lets another claim it.
  lease_owner text check (length(lease_owner) between 1 and 200),
  lease_expires_at timestamptz,
  is_sample boolean not null default false,
  check ((status in ('succeeded', 'failed', 'cancelled')) = (finished_at is not null)),
  check ((lease_owner is null) = (lease_expires_at is null))
);

create index ai_runs_claimable_idx on public.ai_runs (created_at) where status in ('queued', 'running');
create index ai_runs_list_idx on public.ai_runs (workflow, status, created_at desc);
create index ai_runs_parent_idx on public.ai_runs (parent_run_id) where parent_run_id is not null;
create index ai_runs_starter_idx on public.ai_runs (starter);

create table public.ai_run_steps (
  id uuid primary key default gen_random_uuid(),
  run_id uuid not null references public.ai_runs (id) on delete cascade,
  ordinal integer not null check (ordinal between 0 and 100000),
  kind text not null check (kind in ('model_call', 'tool_call', 'approval')),
  tool_name text check (tool_name ~ '^[a-z][a-z0-9_]{0,62}$'),
  status text not null default 'running' check (status in ('running', 'waiting', 'succeeded', 'failed')),
  input jsonb not null default '{}'::jsonb check (octet_length(input::text) <= 200000),
  output jsonb check (octet_length(output::text) <= 200000),
  error text check (length(error) <= 2000),
  duration_ms integer check (duration_ms >= 0),
  input_tokens integer not null default 0 check (input_tokens >= 0),
  output_tokens integer not null default 0 check (output_tokens >= 0),
  -- A write commits with its step, and a send goes under this key, so neither happens twice.
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (run_id, ordinal),
  check ((kind = 'model_call') = (tool_name is null)),
  check ((status in ('succeeded', 'failed')) = (finished_at is not null))
);

create table public.ai_run_approvals (
  id uuid primary key default gen_random_uuid(),
  run_id uuid not null references public.ai_runs (id) on delete cascade,
  step_id uuid not null unique references public.ai_run_steps (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'approved', 'denied')),
  -- The tool's input as the owner changed it before approving; null when approved as asked.
  edited_input jsonb check (jsonb_typeof(edited_input) = 'object' and octet_length(edited_input::text) <= 200000),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'pending') = (decided_at is null)),
  check (status <> 'pending' or (decided_by is null and edited_input is null))
);

create index ai_run_approvals_pending_idx on public.ai_run_approvals (created_at) where status = 'pending';
create index ai_run_approvals_run_idx on public.ai_run_approvals (run_id);
create index ai_run_approvals_decided_by_idx on public.ai_run_approvals (decided_by);

alter table public.ai_runs enable row level security;
alter table public.ai_run_steps enable row level security;
alter table public.ai_run_approvals enable row level security;
revoke all on table public.ai_runs, public.ai_run_steps, public.ai_run_approvals from public, anon, authenticated;
grant select on table public.ai_runs, public.ai_run_steps, public.ai_run_approvals to authenticated;
grant select, insert, update, delete on table public.ai_runs, public.ai_run_steps, public.ai_run_approvals to service_role;

create policy "Runs can be read by the admin" on public.ai_runs for select to authenticated
  using ((select public.is_admin()));
create policy "Run steps can be read by the admin" on public.ai_run_steps for select to authenticated
  using ((select public.is_admin()));
create policy "Run approvals can be read by the admin" on public.ai_run_approvals for select to authenticated
  using ((select public.is_admin()));

-- Claims up to p_limit runs for one runner until its lease runs out: queued runs, and running ones
-- whose runner's lease expired (it crashed mid-chunk), oldest first. Concurrent claimers skip each
-- other's locked rows, so no run is handed to two runners. The runner's only: the service role.
create function public.claim_ai_runs(p_owner text, p_limit integer, p_lease_seconds integer)
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
    where free.status = 'queued' or (free.status = 'running' and free.lease_expires_at < now())
    order by free.created_at, free.id
    limit p_limit
    for update skip locked
  )
  returning run.*;
end;
$$;

revoke all on function public.claim_ai_runs(text, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_ai_runs(text, integer, integer) to service_role;
