-- The write tools' shared opening in one place; the lead triage's tools and its mark on a lead;
-- and what the write tools make from sample data marked as sample: a task about a sample lead, a
-- brief drawn from sample signals or notes, an issue made from a sample article go when the demo's
-- data is removed, rather than stay behind half-linked.

-- Every write tool begins so: its user must be the admin, and a key already used answers the
-- write's first outcome (null: do the write now).
create function private.begin_tool_write(p_starter uuid, p_tool text, p_key text) returns jsonb
language plpgsql stable set search_path = ''
as $$
begin
  perform private.tool_actor(p_starter, p_tool);
  return private.earlier_tool_write(p_key);
end;
$$;
revoke all on function private.begin_tool_write(uuid, text, text) from public, anon, authenticated, service_role;

create or replace function public.tool_add_task(
  p_title text, p_notes text default '', p_due_on date default null, p_lead_id uuid default null,
  p_signal_id uuid default null, p_idempotency_key text default null, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb := private.begin_tool_write(p_starter, 'add_task', p_idempotency_key);
  lead public.leads;
  signal public.signals;
  task public.tasks;
begin
  if earlier is not null then
    return earlier;
  end if;
  select * into lead from public.leads where id = p_lead_id;
  if p_lead_id is not null and lead.id is null then
    raise exception 'No lead has the id %.', p_lead_id using errcode = '22023';
  end if;
  select * into signal from public.signals where id = p_signal_id;
  if p_signal_id is not null and signal.id is null then
    raise exception 'No signal has the id %.', p_signal_id using errcode = '22023';
  end if;
  insert into public.tasks (title, notes, due_on, lead_id, signal_id, is_sample)
  values (p_title, coalesce(p_notes, ''), p_due_on, p_lead_id, p_signal_id, coalesce(lead.is_sample, false) or coalesce(signal.is_sample, false))
  returning * into task;
  return private.remember_tool_write(p_idempotency_key, 'add_task',
    jsonb_build_object('id', task.id, 'title', task.title, 'due_on', task.due_on));
end;
$$;

create or replace function public.tool_create_brief_draft(
  p_title text, p_body_md text, p_signal_ids uuid[] default '{}', p_note_ids uuid[] default '{}',
  p_idempotency_key text default null, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb := private.begin_tool_write(p_starter, 'create_brief_draft', p_idempotency_key);
  missing uuid[];
  brief uuid;
begin
  if earlier is not null then
    return earlier;
  end if;
  missing := private.missing_ids(coalesce(p_signal_ids, '{}'), 'public.signals') || private.missing_ids(coalesce(p_note_ids, '{}'), 'public.kb_notes');
  if cardinality(missing) > 0 then
    raise exception 'No signal or note has the id %.', array_to_string(missing, ', ') using errcode = '22023';
  end if;
  insert into public.briefs (title, body_md, is_sample)
  values (p_title, coalesce(p_body_md, ''),
    exists (select 1 from public.signals where id = any (p_signal_ids) and is_sample)
      or exists (select 1 from public.kb_notes where id = any (p_note_ids) and is_sample))
  returning id into brief;
  insert into public.brief_items (brief_id, position, signal_id, note_id)
  select brief, (row_number() over (order by picked.kind, picked.first) - 1)::integer, picked.signal_id, picked.note_id
  from (
    select 0 as kind, min(u.ordinality) as first, u.id as signal_id, null::uuid as note_id
    from unnest(p_signal_ids) with ordinality as u (id, ordinality) group by u.id
    union all
    select 1, min(u.ordinality), null, u.id from unnest(p_note_ids) with ordinality as u (id, ordinality) group by u.id
  ) as picked;
  return private.remember_tool_write(p_idempotency_key, 'create_brief_draft', jsonb_build_object(
    'id', brief, 'title', p_title,
    'sources', (select count(*) from public.brief_items where brief_id = brief)));
end;
$$;

create or replace function public.tool_create_newsletter_draft(
  p_subject text, p_preheader text, p_body_md text, p_article_id uuid default null,
  p_idempotency_key text default null, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb := private.begin_tool_write(p_starter, 'create_newsletter_draft', p_idempotency_key);
  stem text := left(trim(both '-' from regexp_replace(lower(coalesce(p_subject, '')), '[^a-z0-9]+', '-', 'g')), 80);
  article public.articles;
  issue public.newsletter_issues;
begin
  if earlier is not null then
    return earlier;
  end if;
  select * into article from public.articles where id = p_article_id;
  if p_article_id is not null and article.id is null then
    raise exception 'No article has the id %.', p_article_id using errcode = '22023';
  end if;
  insert into public.newsletter_issues (slug, subject, preheader, body_md, article_id, status, is_sample)
  values (
    trim(both '-' from coalesce(nullif(stem, ''), 'issue')) || '-' || substr(md5(random()::text), 1, 6),
    p_subject, coalesce(p_preheader, ''), coalesce(p_body_md, ''), p_article_id, 'draft', coalesce(article.is_sample, false)
  )
  returning * into issue;
  return private.remember_tool_write(p_idempotency_key, 'create_newsletter_draft',
    jsonb_build_object('id', issue.id, 'slug', issue.slug, 'subject', issue.subject));
end;
$$;

-- The lead triage's mark: the score its stated rules (or the model) gave, why, and when. A lead
-- triaged once is not triaged again by the next run.
alter table public.leads
  add column triage_score smallint check (triage_score between 0 and 100),
  add column triage_reason text not null default '' check (length(triage_reason) <= 1000),
  add column triaged_at timestamptz;

create index leads_untriaged_idx on public.leads (created_at) where stage = 'new' and triaged_at is null;

-- list_new_leads: the leads still at `new` that no triage has scored, oldest first, with the
-- message each came from (a stranger's words: data, never instructions).
create function public.tool_list_new_leads(p_limit integer default 20, p_starter uuid default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.tool_actor(p_starter, 'list_new_leads');
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', l.id, 'name', l.name, 'email', l.email, 'organisation', l.organisation,
      'created_at', l.created_at, 'message', m.message) order by l.created_at, l.id)
    from (
      select * from public.leads
      where stage = 'new' and triaged_at is null
      order by created_at, id
      limit greatest(1, least(coalesce(p_limit, 20), 100))
    ) as l
    left join public.contact_messages as m on m.id = l.contact_message_id
  ), '[]'::jsonb);
end;
$$;

-- record_triage: the score and its reason kept on the lead.
create function public.tool_record_triage(
  p_lead_id uuid, p_score integer, p_reason text, p_idempotency_key text default null, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb := private.begin_tool_write(p_starter, 'record_triage', p_idempotency_key);
  lead public.leads;
begin
  if earlier is not null then
    return earlier;
  end if;
  update public.leads set triage_score = p_score, triage_reason = coalesce(p_reason, ''), triaged_at = now()
  where id = p_lead_id
  returning * into lead;
  if not found then
    raise exception 'No lead has the id %.', p_lead_id using errcode = '22023';
  end if;
  return private.remember_tool_write(p_idempotency_key, 'record_triage',
    jsonb_build_object('lead_id', lead.id, 'score', lead.triage_score, 'triaged_at', lead.triaged_at));
end;
$$;

-- discard_reply: the drafted reply thrown away (the owner denied it); a reply already sent stays.
create function public.tool_discard_reply(p_lead_id uuid, p_idempotency_key text default null, p_starter uuid default null)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb := private.begin_tool_write(p_starter, 'discard_reply', p_idempotency_key);
  lead public.leads;
begin
  if earlier is not null then
    return earlier;
  end if;
  update public.leads
  set reply_subject = '', reply_body = '', reply_drafted_at = null, reply_send_key = null
  where id = p_lead_id and reply_sent_at is null
  returning * into lead;
  return private.remember_tool_write(p_idempotency_key, 'discard_reply',
    jsonb_build_object('lead_id', p_lead_id, 'discarded', lead.id is not null));
end;
$$;

do $$
declare
  tool regprocedure;
begin
  foreach tool in array array[
    'public.tool_list_new_leads(integer, uuid)', 'public.tool_record_triage(uuid, integer, text, text, uuid)',
    'public.tool_discard_reply(uuid, text, uuid)'
  ]::regprocedure[] loop
    execute format('revoke all on function %s from public, anon', tool);
    execute format('grant execute on function %s to authenticated, service_role', tool);
  end loop;
end;
$$;
