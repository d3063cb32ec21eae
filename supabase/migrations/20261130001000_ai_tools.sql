-- The database side of the AI tool registry (functions/_shared/tools/): one function per tool,
-- each acting for one user who must be the administrator when it runs. A tool is called by the
-- admin's own session (the chat's grounding, the tools' page) or by the service role for the user
-- who started a run (the runner): then the starter is asked again at every call, so a starter who
-- lost the role is refused at their next step. Every table read here is one the admin reads in
-- full, so a tool reads nothing its user could not.

-- Whether a user is the administrator: their confirmed address is on the admin list.
create function private.user_is_admin(p_user uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from auth.users as u
    join private.admin_emails as a on a.email = lower(u.email)
    where u.id = p_user
      and u.email_confirmed_at is not null
  );
$$;
revoke all on function private.user_is_admin(uuid) from public, anon, authenticated, service_role;

-- One rule for the caller and for a run's starter.
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select private.user_is_admin(auth.uid());
$$;

-- The user a tool acts for, known to be the administrator: the signed-in caller, or, for the
-- service role alone, the run's starter it names. A signed-in caller naming someone else, anyone
-- anonymous and anyone not the admin get 42501 before the tool reads anything.
create function private.tool_actor(p_starter uuid, p_tool text) returns uuid
language plpgsql stable set search_path = ''
as $$
declare
  actor uuid := case when coalesce(auth.role(), '') = 'service_role' then p_starter else auth.uid() end;
begin
  if p_starter is not null and actor is distinct from p_starter then
    raise exception 'The tool % acts for its caller alone.', p_tool using errcode = '42501';
  end if;
  if actor is null or not private.user_is_admin(actor) then
    raise exception 'The tool % is for the site''s administrator only.', p_tool using errcode = '42501';
  end if;
  return actor;
end;
$$;
revoke all on function private.tool_actor(uuid, text) from public, anon, authenticated, service_role;

-- What each write done under an idempotency key answered. The write and this row commit together,
-- so a step retried after a crash gets the first answer back and changes nothing twice.
create table private.tool_writes (
  idempotency_key text primary key check (length(idempotency_key) between 1 and 200),
  tool text not null,
  result jsonb not null,
  created_at timestamptz not null default now()
);
alter table private.tool_writes enable row level security;
revoke all on table private.tool_writes from public, anon, authenticated, service_role;

create function private.earlier_tool_write(p_key text) returns jsonb
language sql stable set search_path = ''
as $$
  select w.result from private.tool_writes as w where w.idempotency_key = p_key;
$$;
revoke all on function private.earlier_tool_write(text) from public, anon, authenticated, service_role;

create function private.remember_tool_write(p_key text, p_tool text, p_result jsonb) returns jsonb
language plpgsql set search_path = ''
as $$
begin
  if p_key is not null then
    insert into private.tool_writes (idempotency_key, tool, result) values (p_key, p_tool, p_result);
  end if;
  return p_result;
end;
$$;
revoke all on function private.remember_tool_write(text, text, jsonb) from public, anon, authenticated, service_role;

-- The note passages of the admin's chat, behind its admin check, so the tool shares the ranking.
create function private.note_passages(p_question text, p_limit integer)
returns table (id uuid, title text, passage text, rank real)
language plpgsql stable set search_path = ''
as $$
declare
  wanted tsquery := private.question_query(p_question);
begin
  if wanted is null then
    return;
  end if;
  return query
  with best as (
    select note.id, note.title, note.body_md,
      ts_rank_cd('{0.05, 0.2, 0.4, 1.0}', note.search, wanted, 32)::real as note_rank
    from public.kb_notes as note
    where note.search @@ wanted and note.archived_at is null
    order by note_rank desc, note.updated_at desc, note.id
    limit least(greatest(coalesce(p_limit, 3), 1), 10)
  )
  select best.id, best.title,
    -- A short note is its own passage, whole; a long one gives the fragments around the words found.
    case when length(best.body_md) <= 600 then private.kb_unmarked(best.body_md)
      else ts_headline('english', private.kb_unmarked(best.body_md), wanted,
        'StartSel="", StopSel="", MaxFragments=2, MaxWords=60, MinWords=30, FragmentDelimiter=" … "') end,
    best.note_rank
  from best
  order by best.note_rank desc, best.id;
end;
$$;
revoke all on function private.note_passages(text, integer) from public, anon, authenticated, service_role;

create or replace function public.kb_passages_for(p_question text, p_limit integer default 3)
returns table (id uuid, title text, passage text, rank real)
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_admin('The knowledge base');
  return query select * from private.note_passages(p_question, p_limit);
end;
$$;

-- The reply drafted for a lead, waiting for the owner's approval, and when it went. Written only
-- by the tools below; the send key is the mail's idempotency key.
alter table public.leads
  add column reply_subject text not null default '' check (length(reply_subject) <= 200),
  add column reply_body text not null default '' check (length(reply_body) <= 10000),
  add column reply_drafted_at timestamptz,
  add column reply_sent_at timestamptz,
  add column reply_send_key text check (length(reply_send_key) between 1 and 200);

-- search_notes: the passages of the owner's notes that answer a question.
create function public.tool_search_notes(p_question text, p_limit integer default 3, p_starter uuid default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.tool_actor(p_starter, 'search_notes');
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', n.id, 'title', n.title, 'passage', n.passage) order by n.rank desc, n.id)
    from private.note_passages(p_question, p_limit) as n
  ), '[]'::jsonb);
end;
$$;

-- search_site_passages: the site's published passages that answer a question, best first.
create function public.tool_search_site_passages(p_question text, p_limit integer default 6, p_starter uuid default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.tool_actor(p_starter, 'search_site_passages');
  return coalesce((
    select jsonb_agg(jsonb_build_object('title', p.title, 'page_title', p.page_title, 'url', p.url, 'text', p.text)
      order by p.rank desc)
    from public.search_site_passages(p_question, p_limit) as p
  ), '[]'::jsonb);
end;
$$;

-- list_signals: the strongest signals of a range of days (inclusive), then the newest.
create function public.tool_list_signals(
  p_from date default null, p_to date default null, p_min_strength integer default 1, p_tag text default null,
  p_limit integer default 20, p_starter uuid default null
)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.tool_actor(p_starter, 'list_signals');
  return coalesce((
    select jsonb_agg(to_jsonb(s) order by s.strength desc, s.signal_on desc, s.id)
    from (
      select s.id, s.title, s.url, s.source, s.summary, s.tags, s.strength, s.signal_on
      from public.signals as s
      where s.strength >= coalesce(p_min_strength, 1)
        and (p_from is null or s.signal_on >= p_from)
        and (p_to is null or s.signal_on <= p_to)
        and (nullif(p_tag, '') is null or s.tags @> array[lower(p_tag)])
      order by s.strength desc, s.signal_on desc, s.id
      limit least(greatest(coalesce(p_limit, 20), 1), 100)
    ) as s
  ), '[]'::jsonb);
end;
$$;

-- read_brief: a brief with its sources in order; null when there is none.
create function public.tool_read_brief(p_brief_id uuid, p_starter uuid default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.tool_actor(p_starter, 'read_brief');
  return (
    select jsonb_build_object(
      'id', b.id, 'title', b.title, 'body_md', b.body_md, 'status', b.status, 'updated_at', b.updated_at,
      'sources', coalesce((
        select jsonb_agg(jsonb_build_object(
          'kind', case when i.signal_id is null then 'note' else 'signal' end,
          'id', coalesce(i.signal_id, i.note_id),
          'title', coalesce(s.title, n.title)) order by i.position)
        from public.brief_items as i
        left join public.signals as s on s.id = i.signal_id
        left join public.kb_notes as n on n.id = i.note_id
        where i.brief_id = b.id
      ), '[]'::jsonb))
    from public.briefs as b where b.id = p_brief_id
  );
end;
$$;

-- Ids of a list that name no row of the table, for a refusal that says which.
create function private.missing_ids(p_ids uuid[], p_table regclass) returns uuid[]
language plpgsql stable set search_path = ''
as $$
declare
  missing uuid[];
begin
  execute format('select array_agg(wanted) from unnest($1) as wanted where not exists (select 1 from %s as t where t.id = wanted)', p_table)
    into missing using p_ids;
  return coalesce(missing, '{}');
end;
$$;
revoke all on function private.missing_ids(uuid[], regclass) from public, anon, authenticated, service_role;

-- create_brief_draft: a draft brief with its sources, signals first, in the order given.
create function public.tool_create_brief_draft(
  p_title text, p_body_md text, p_signal_ids uuid[] default '{}', p_note_ids uuid[] default '{}',
  p_idempotency_key text default null, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb;
  missing uuid[];
  brief uuid;
begin
  perform private.tool_actor(p_starter, 'create_brief_draft');
  earlier := private.earlier_tool_write(p_idempotency_key);
  if earlier is not null then
    return earlier;
  end if;
  missing := private.missing_ids(coalesce(p_signal_ids, '{}'), 'public.signals') || private.missing_ids(coalesce(p_note_ids, '{}'), 'public.kb_notes');
  if cardinality(missing) > 0 then
    raise exception 'No signal or note has the id %.', array_to_string(missing, ', ') using errcode = '22023';
  end if;
  insert into public.briefs (title, body_md) values (p_title, coalesce(p_body_md, '')) returning id into brief;
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

-- list_recent_articles: the articles published since a moment, by default since the last issue
-- went out (every published article when none has).
create function public.tool_list_recent_articles(p_since timestamptz default null, p_limit integer default 20, p_starter uuid default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  since timestamptz;
begin
  perform private.tool_actor(p_starter, 'list_recent_articles');
  since := coalesce(p_since, (select max(i.published_at) from public.newsletter_issues as i where i.status = 'published'));
  return jsonb_build_object('since', since, 'articles', coalesce((
    select jsonb_agg(to_jsonb(a) order by a.published_at desc, a.id)
    from (
      select a.id, a.slug, a.title, a.summary, a.tags, a.published_at
      from public.articles as a
      where a.status = 'published' and (since is null or a.published_at > since)
      order by a.published_at desc, a.id
      limit least(greatest(coalesce(p_limit, 20), 1), 100)
    ) as a
  ), '[]'::jsonb));
end;
$$;

-- create_newsletter_draft: an issue draft, never sent here; its slug is made from the subject.
create function public.tool_create_newsletter_draft(
  p_subject text, p_preheader text, p_body_md text, p_article_id uuid default null,
  p_idempotency_key text default null, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb;
  stem text := left(trim(both '-' from regexp_replace(lower(coalesce(p_subject, '')), '[^a-z0-9]+', '-', 'g')), 80);
  issue public.newsletter_issues;
begin
  perform private.tool_actor(p_starter, 'create_newsletter_draft');
  earlier := private.earlier_tool_write(p_idempotency_key);
  if earlier is not null then
    return earlier;
  end if;
  if p_article_id is not null and not exists (select 1 from public.articles where id = p_article_id) then
    raise exception 'No article has the id %.', p_article_id using errcode = '22023';
  end if;
  insert into public.newsletter_issues (slug, subject, preheader, body_md, article_id, status)
  values (
    trim(both '-' from coalesce(nullif(stem, ''), 'issue')) || '-' || substr(md5(random()::text), 1, 6),
    p_subject, coalesce(p_preheader, ''), coalesce(p_body_md, ''), p_article_id, 'draft'
  )
  returning * into issue;
  return private.remember_tool_write(p_idempotency_key, 'create_newsletter_draft',
    jsonb_build_object('id', issue.id, 'slug', issue.slug, 'subject', issue.subject));
end;
$$;

-- read_lead: a lead, the message it came from, and its reply draft; null when there is none.
create function public.tool_read_lead(p_lead_id uuid, p_starter uuid default null)
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.tool_actor(p_starter, 'read_lead');
  return (
    select jsonb_build_object(
      'id', l.id, 'name', l.name, 'email', l.email, 'organisation', l.organisation, 'stage', l.stage,
      'notes', l.notes, 'created_at', l.created_at, 'message', m.message,
      'reply', case when l.reply_drafted_at is null then null else jsonb_build_object(
        'subject', l.reply_subject, 'body', l.reply_body, 'drafted_at', l.reply_drafted_at, 'sent_at', l.reply_sent_at) end)
    from public.leads as l
    left join public.contact_messages as m on m.id = l.contact_message_id
    where l.id = p_lead_id
  );
end;
$$;

-- add_task: one of the owner's to-dos, linked to the lead or signal it is about.
create function public.tool_add_task(
  p_title text, p_notes text default '', p_due_on date default null, p_lead_id uuid default null,
  p_signal_id uuid default null, p_idempotency_key text default null, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb;
  task public.tasks;
begin
  perform private.tool_actor(p_starter, 'add_task');
  earlier := private.earlier_tool_write(p_idempotency_key);
  if earlier is not null then
    return earlier;
  end if;
  if p_lead_id is not null and not exists (select 1 from public.leads where id = p_lead_id) then
    raise exception 'No lead has the id %.', p_lead_id using errcode = '22023';
  end if;
  if p_signal_id is not null and not exists (select 1 from public.signals where id = p_signal_id) then
    raise exception 'No signal has the id %.', p_signal_id using errcode = '22023';
  end if;
  insert into public.tasks (title, notes, due_on, lead_id, signal_id)
  values (p_title, coalesce(p_notes, ''), p_due_on, p_lead_id, p_signal_id)
  returning * into task;
  return private.remember_tool_write(p_idempotency_key, 'add_task',
    jsonb_build_object('id', task.id, 'title', task.title, 'due_on', task.due_on));
end;
$$;

-- The lead a reply is for, locked: refused when there is none or it has no address to answer.
create function private.lead_to_answer(p_lead_id uuid) returns public.leads
language plpgsql volatile set search_path = ''
as $$
declare
  lead public.leads;
begin
  select * into lead from public.leads where id = p_lead_id for update;
  if not found then
    raise exception 'No lead has the id %.', p_lead_id using errcode = '22023';
  end if;
  if lead.email = '' then
    raise exception 'The lead % has no email address to reply to.', p_lead_id using errcode = '22023';
  end if;
  return lead;
end;
$$;
revoke all on function private.lead_to_answer(uuid) from public, anon, authenticated, service_role;

-- draft_reply: the reply kept on the lead until it is approved and sent; a new draft replaces it.
create function public.tool_draft_reply(
  p_lead_id uuid, p_subject text, p_body text, p_idempotency_key text default null, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  earlier jsonb;
begin
  perform private.tool_actor(p_starter, 'draft_reply');
  earlier := private.earlier_tool_write(p_idempotency_key);
  if earlier is not null then
    return earlier;
  end if;
  perform private.lead_to_answer(p_lead_id);
  update public.leads
  set reply_subject = p_subject, reply_body = p_body, reply_drafted_at = now(), reply_sent_at = null, reply_send_key = null
  where id = p_lead_id;
  return private.remember_tool_write(p_idempotency_key, 'draft_reply',
    jsonb_build_object('lead_id', p_lead_id, 'subject', p_subject, 'drafted_at', now()));
end;
$$;

-- send_reply, before the mail goes: the reply as it will be sent and its key are recorded. A send
-- retried with the same key goes again under that key (the mail provider then sends nothing new).
-- Under another key it is refused, sent or not: a send that began may have reached the provider,
-- so only its own key may try again; a new draft clears the key.
create function public.tool_begin_reply(
  p_lead_id uuid, p_subject text, p_body text, p_idempotency_key text, p_starter uuid default null
)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  lead public.leads;
begin
  perform private.tool_actor(p_starter, 'send_reply');
  if p_idempotency_key is null then
    raise exception 'A reply is sent under an idempotency key.' using errcode = '22023';
  end if;
  lead := private.lead_to_answer(p_lead_id);
  if lead.reply_send_key <> p_idempotency_key then
    raise exception '%', case when lead.reply_sent_at is null
      then 'A send of this reply has begun under another key: retry that send, or draft a new reply.'
      else 'This reply was sent already; draft a new one to write again.' end using errcode = 'PT409';
  end if;
  if lead.reply_sent_at is null then
    update public.leads
    set reply_subject = p_subject, reply_body = p_body, reply_drafted_at = coalesce(reply_drafted_at, now()),
      reply_send_key = p_idempotency_key
    where id = p_lead_id;
  end if;
  return jsonb_build_object('to', lead.email, 'name', lead.name, 'sent_at', lead.reply_sent_at);
end;
$$;

-- send_reply, once the mail went: when, and the lead moves from new to replied.
create function public.tool_finish_reply(p_lead_id uuid, p_idempotency_key text, p_starter uuid default null)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  sent timestamptz;
begin
  perform private.tool_actor(p_starter, 'send_reply');
  update public.leads
  set reply_sent_at = coalesce(reply_sent_at, now()), stage = case when stage = 'new' then 'replied' else stage end
  where id = p_lead_id and reply_send_key = p_idempotency_key
  returning reply_sent_at into sent;
  if sent is null then
    raise exception 'No reply to lead % is being sent under this key.', p_lead_id using errcode = '22023';
  end if;
  return jsonb_build_object('lead_id', p_lead_id, 'sent_at', sent);
end;
$$;

do $$
declare
  tool regprocedure;
begin
  foreach tool in array array[
    'public.tool_search_notes(text, integer, uuid)', 'public.tool_search_site_passages(text, integer, uuid)',
    'public.tool_list_signals(date, date, integer, text, integer, uuid)', 'public.tool_read_brief(uuid, uuid)',
    'public.tool_create_brief_draft(text, text, uuid[], uuid[], text, uuid)',
    'public.tool_list_recent_articles(timestamptz, integer, uuid)',
    'public.tool_create_newsletter_draft(text, text, text, uuid, text, uuid)', 'public.tool_read_lead(uuid, uuid)',
    'public.tool_add_task(text, text, date, uuid, uuid, text, uuid)', 'public.tool_draft_reply(uuid, text, text, text, uuid)',
    'public.tool_begin_reply(uuid, text, text, text, uuid)', 'public.tool_finish_reply(uuid, text, uuid)'
  ]::regprocedure[] loop
    execute format('revoke all on function %s from public, anon', tool);
    execute format('grant execute on function %s to authenticated, service_role', tool);
  end loop;
end;
$$;
