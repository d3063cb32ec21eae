-- The owner's pipeline and to-dos. Every contact message becomes a lead through a trigger on the
-- messages themselves, so no path that stores a message (the contact-submit function, demo seeding,
-- a manual insert) can leave one without its lead. The owner also adds leads by hand (an
-- organisation met elsewhere). Tasks are the owner's to-dos across the tools; a task made from a
-- lead keeps a link back to it. Only the admin reads or writes either table.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  -- The message the lead came from; null for a lead added by hand. Deleting the message keeps the lead.
  contact_message_id uuid unique references public.contact_messages (id) on delete set null,
  name text not null default '' check (length(name) <= 200),
  email text not null default '' check (email = '' or (length(email) between 3 and 254 and position('@' in email) > 1)),
  organisation text not null default '' check (length(organisation) <= 200),
  stage text not null default 'new' check (stage in ('new', 'replied', 'call_booked', 'proposal', 'client', 'closed')),
  notes text not null default '' check (length(notes) <= 20000),
  next_step text not null default '' check (length(next_step) <= 500),
  next_step_on date,
  stage_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false,
  check (btrim(name) <> '' or btrim(organisation) <> '')
);

create index leads_stage_idx on public.leads (stage, created_at desc);

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  notes text not null default '' check (length(notes) <= 5000),
  due_on date,
  done_at timestamptz,
  -- Where the task came from. A lead now; drafts and signals get their own column when they exist,
  -- so each link keeps its foreign key. Deleting the lead keeps the task.
  lead_id uuid references public.leads (id) on delete set null,
  created_at timestamptz not null default now(),
  is_sample boolean not null default false
);

create index tasks_open_due_idx on public.tasks (due_on) where done_at is null;
create index tasks_lead_idx on public.tasks (lead_id);

alter table public.leads enable row level security;
alter table public.tasks enable row level security;
revoke all on table public.leads, public.tasks from public, anon, authenticated;
grant select, delete on table public.leads, public.tasks to authenticated;
grant insert (name, email, organisation, stage, notes, next_step, next_step_on),
  update (name, email, organisation, stage, notes, next_step, next_step_on)
  on table public.leads to authenticated;
grant insert (title, notes, due_on, done_at, lead_id), update (title, notes, due_on, done_at, lead_id)
  on table public.tasks to authenticated;
grant select, insert, update, delete on table public.leads, public.tasks to service_role;

create policy "Leads can be read by the admin" on public.leads for select to authenticated
  using ((select public.is_admin()));
create policy "Leads can be added by the admin" on public.leads for insert to authenticated
  with check ((select public.is_admin()));
create policy "Leads can be changed by the admin" on public.leads for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Leads can be deleted by the admin" on public.leads for delete to authenticated
  using ((select public.is_admin()));

create policy "Tasks can be read by the admin" on public.tasks for select to authenticated
  using ((select public.is_admin()));
create policy "Tasks can be added by the admin" on public.tasks for insert to authenticated
  with check ((select public.is_admin()));
create policy "Tasks can be changed by the admin" on public.tasks for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Tasks can be deleted by the admin" on public.tasks for delete to authenticated
  using ((select public.is_admin()));

-- A message's lead. Security definer because the message is stored by roles that may not write
-- leads (the service role of contact-submit may; a seeding script's role might not). A sample
-- message makes a sample lead; to_jsonb reads the flag whether or not the column exists yet.
create function private.lead_from_contact_message() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.leads (contact_message_id, name, email, created_at, updated_at, stage_changed_at, stage, is_sample)
  values (
    new.id, left(new.name, 200), new.email, new.created_at, new.created_at, new.created_at,
    case when new.handled then 'replied' else 'new' end,
    coalesce((to_jsonb(new) ->> 'is_sample')::boolean, false)
  );
  return null;
end;
$$;
revoke execute on function private.lead_from_contact_message() from public;

create trigger contact_messages_make_lead after insert on public.contact_messages
  for each row execute function private.lead_from_contact_message();

-- Leaving "new" means the owner has dealt with the message, so it no longer counts as unanswered.
-- Run as the caller: the admin may mark messages handled, and nobody else may change a lead.
create function private.lead_stage_moved() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  if new.stage is distinct from old.stage then
    new.stage_changed_at := now();
    if old.stage = 'new' and new.contact_message_id is not null then
      update public.contact_messages set handled = true where id = new.contact_message_id and not handled;
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function private.lead_stage_moved() from public;

create trigger leads_stage_moved before update on public.leads
  for each row execute function private.lead_stage_moved();

-- The messages already stored get their leads; a handled one has been answered.
insert into public.leads (contact_message_id, name, email, created_at, updated_at, stage_changed_at, stage, is_sample)
select m.id, left(m.name, 200), m.email, m.created_at, m.created_at, m.created_at,
  case when m.handled then 'replied' else 'new' end,
  coalesce((to_jsonb(m) ->> 'is_sample')::boolean, false)
from public.contact_messages m
on conflict (contact_message_id) do nothing;

-- Leads per stage, every stage present (zero included), for the pipeline's columns.
create function public.lead_stage_counts() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select case when (select public.is_admin()) then
    (select jsonb_object_agg(stage.name, (select count(*) from public.leads l where l.stage = stage.name))
     from unnest(array['new', 'replied', 'call_booked', 'proposal', 'client', 'closed']) as stage(name))
  end;
$$;
revoke execute on function public.lead_stage_counts() from public, anon;
grant execute on function public.lead_stage_counts() to authenticated;

-- The owner's tasks in one view, with "today" and "this week" (Monday to Sunday) in the owner's
-- time zone: open, done, overdue (open, due before today), due_this_week (open, due from today to
-- Sunday), or all. The counts of each view come with the list for the filter's labels.
create function public.tasks_in_view(p_view text, p_time_zone text) returns setof public.tasks
language plpgsql stable security invoker set search_path = ''
as $$
declare
  today date;
begin
  if p_view is null or p_view not in ('all', 'open', 'done', 'overdue', 'due_this_week') then
    raise exception 'Unknown task view "%": expected all, open, done, overdue or due_this_week.', p_view
      using errcode = '22023';
  end if;
  if p_time_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception 'Unknown time zone "%": expected an IANA name like Europe/Berlin.', p_time_zone using errcode = '22023';
  end if;
  today := (now() at time zone p_time_zone)::date;
  return query
    select t.* from public.tasks t
    where case p_view
      when 'open' then t.done_at is null
      when 'done' then t.done_at is not null
      when 'overdue' then t.done_at is null and t.due_on < today
      when 'due_this_week' then t.done_at is null
        and t.due_on between today and (date_trunc('week', today::timestamp)::date + 6)
      else true
    end
    order by t.done_at nulls first, t.due_on nulls last, t.created_at desc;
end;
$$;
revoke execute on function public.tasks_in_view(text, text) from public, anon;
grant execute on function public.tasks_in_view(text, text) to authenticated;

create function public.task_counts(p_time_zone text) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select case when (select public.is_admin()) then jsonb_build_object(
    'all', (select count(*) from public.tasks_in_view('all', p_time_zone)),
    'open', (select count(*) from public.tasks_in_view('open', p_time_zone)),
    'done', (select count(*) from public.tasks_in_view('done', p_time_zone)),
    'overdue', (select count(*) from public.tasks_in_view('overdue', p_time_zone)),
    'due_this_week', (select count(*) from public.tasks_in_view('due_this_week', p_time_zone))
  ) end;
$$;
revoke execute on function public.task_counts(text) from public, anon;
grant execute on function public.task_counts(text) to authenticated;
