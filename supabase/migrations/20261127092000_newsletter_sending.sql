-- Sending a newsletter issue: a test to the owner first, then one mail to every confirmed
-- subscriber, in chunks that many function calls share. One row per send (per issue), one row per
-- recipient. The newsletter-send function drives it as the admin, through the functions below;
-- they run as the caller (security invoker), so the admin-only policies are the one lock.

create table public.newsletter_sends (
  issue_id uuid primary key references public.newsletter_issues (id) on delete cascade,
  -- The newest test: when, to whom, and a fingerprint of the subject, preheader and body it showed,
  -- so that what goes to everyone is exactly what the owner last saw in their own inbox.
  test_sent_at timestamptz,
  test_sent_to text check (length(test_sent_to) <= 254),
  tested_content text check (tested_content ~ '^[0-9a-f]{64}$'),
  -- The issue as it is mailed, frozen when the send starts: every chunk mails the same issue,
  -- whatever the editor saves meanwhile.
  subject text check (length(subject) <= 200),
  preheader text check (length(preheader) <= 200),
  html_body text check (length(html_body) <= 1000000),
  text_body text check (length(text_body) <= 400000),
  recipients integer check (recipients >= 0),
  started_at timestamptz,
  finished_at timestamptz,
  check (started_at is null or (subject is not null and preheader is not null and html_body is not null
    and text_body is not null and recipients is not null and tested_content is not null)),
  check (finished_at is null or started_at is not null)
);

-- One per recipient of a send. The idempotency key goes with the mail: the provider (and the local
-- outbox) accept one mail per key, which closes the window between the provider accepting a mail
-- and this row saying so. `claimed_until` is the lease of the call sending it.
create table public.newsletter_deliveries (
  id bigint generated always as identity primary key,
  issue_id uuid not null references public.newsletter_sends (issue_id) on delete cascade,
  subscriber_id uuid not null references public.newsletter_subscribers (id) on delete cascade,
  email text not null check (length(email) between 3 and 254),
  idempotency_key text not null unique check (length(idempotency_key) <= 200),
  state text not null default 'pending' check (state in ('pending', 'sent', 'skipped')),
  claimed_until timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  sent_at timestamptz,
  last_error text check (length(last_error) <= 500),
  unique (issue_id, subscriber_id),
  check ((state = 'sent') = (sent_at is not null))
);

create index newsletter_deliveries_pending_idx on public.newsletter_deliveries (issue_id, id) where state = 'pending';
create index newsletter_deliveries_subscriber_idx on public.newsletter_deliveries (subscriber_id);

alter table public.newsletter_sends enable row level security;
alter table public.newsletter_deliveries enable row level security;
revoke all on table public.newsletter_sends, public.newsletter_deliveries from public, anon, authenticated;
grant select, insert, update (test_sent_at, test_sent_to, tested_content, subject, preheader, html_body, text_body, recipients,
  started_at, finished_at) on table public.newsletter_sends to authenticated;
grant select, insert (issue_id, subscriber_id, email, idempotency_key),
  update (state, claimed_until, attempts, sent_at, last_error) on table public.newsletter_deliveries to authenticated;
grant select on table public.newsletter_sends, public.newsletter_deliveries to service_role;

create policy "Newsletter sends can be read by the admin" on public.newsletter_sends
  for select to authenticated using ((select public.is_admin()));
create policy "Newsletter sends can be started by the admin" on public.newsletter_sends
  for insert to authenticated with check ((select public.is_admin()));
create policy "Newsletter sends can be recorded by the admin" on public.newsletter_sends
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Newsletter deliveries can be read by the admin" on public.newsletter_deliveries
  for select to authenticated using ((select public.is_admin()));
create policy "Newsletter deliveries can be listed by the admin" on public.newsletter_deliveries
  for insert to authenticated with check ((select public.is_admin()));
create policy "Newsletter deliveries can be recorded by the admin" on public.newsletter_deliveries
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- For an issue, `published` means sent: only the end of its send sets it (the setting below names
-- the issue for that one transaction). The API roles are refused otherwise, the editor and the
-- scheduler alike; migrations and sample data, which write as the database owner, are not.
create function private.refuse_unsent_issue_publication() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status = 'published' and (tg_op = 'INSERT' or old.status is distinct from 'published')
    and current_user in ('anon', 'authenticated', 'service_role')
    and coalesce(current_setting('newsletter.finishing_send', true), '') <> new.id::text then
    raise exception 'A newsletter issue is published by sending it: send a test to yourself, then send it to every confirmed subscriber.'
      using errcode = '23514';
  end if;
  return new;
end;
$$;

-- An issue being sent stays until its send ends: its deliveries are the record of who has it.
create function private.refuse_deleting_issue_in_sending() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') and exists (
    select 1 from public.newsletter_sends as s where s.issue_id = old.id and s.started_at is not null and s.finished_at is null
  ) then
    raise exception 'This issue is being sent; it can be deleted once its send has finished.' using errcode = '23514';
  end if;
  return old;
end;
$$;

create trigger newsletter_issues_published_by_sending before insert or update of status on public.newsletter_issues
  for each row execute function private.refuse_unsent_issue_publication();
create trigger newsletter_issues_kept_while_sending before delete on public.newsletter_issues
  for each row execute function private.refuse_deleting_issue_in_sending();
revoke all on function private.refuse_unsent_issue_publication() from public, anon, authenticated;
revoke all on function private.refuse_deleting_issue_in_sending() from public, anon, authenticated;

-- Records the test the function just mailed to the admin: when, to whom, the content's fingerprint
-- (nothing for an issue that is gone).
create function public.admin_newsletter_record_test(p_issue_id uuid, p_sent_to text, p_content text)
returns void
language plpgsql set search_path = ''
as $$
begin
  perform private.require_admin('Sending a newsletter issue');
  insert into public.newsletter_sends as s (issue_id, test_sent_at, test_sent_to, tested_content)
  select i.id, now(), p_sent_to, p_content from public.newsletter_issues as i where i.id = p_issue_id
  on conflict (issue_id) do update set test_sent_at = excluded.test_sent_at, test_sent_to = excluded.test_sent_to,
    tested_content = case when s.started_at is null then excluded.tested_content else s.tested_content end;
end;
$$;

-- Starts the send of an issue with its frozen content, listing its recipients once: every
-- confirmed subscriber, the sample ones only for a sample issue and only them. Answers started |
-- already_started | already_sent (published without this send, as sample data is) | needs_test |
-- changed_since_test. A refusal changes nothing.
create function public.admin_newsletter_start_send(
  p_issue_id uuid, p_content text, p_subject text, p_preheader text, p_html text, p_text text
) returns text
language plpgsql set search_path = ''
as $$
declare
  send public.newsletter_sends;
  issue public.newsletter_issues;
  listed integer;
begin
  perform private.require_admin('Sending a newsletter issue');
  select * into send from public.newsletter_sends as s where s.issue_id = p_issue_id for update;
  select * into issue from public.newsletter_issues as i where i.id = p_issue_id;
  if send.started_at is not null then
    return 'already_started';
  elsif issue.status = 'published' then
    return 'already_sent';
  elsif send.test_sent_at is null then
    return 'needs_test';
  elsif send.tested_content is distinct from p_content then
    return 'changed_since_test';
  end if;
  insert into public.newsletter_deliveries (issue_id, subscriber_id, email, idempotency_key)
  select p_issue_id, s.id, s.email, 'newsletter-' || p_issue_id || '-' || s.id
  from public.newsletter_subscribers as s
  where s.status = 'confirmed' and s.is_sample = issue.is_sample
  order by s.confirmed_at, s.id;
  get diagnostics listed = row_count;
  update public.newsletter_sends
  set subject = p_subject, preheader = p_preheader, html_body = p_html, text_body = p_text, recipients = listed, started_at = now()
  where issue_id = p_issue_id;
  return 'started';
end;
$$;

-- Claims up to p_limit recipients for one call, each for p_lease_seconds: concurrent calls skip
-- each other's rows, and a crashed call's rows return when its lease runs out. Recipients who are
-- no longer confirmed (they unsubscribed meanwhile) are marked skipped first, and never claimed.
create function public.admin_newsletter_claim(p_issue_id uuid, p_limit integer, p_lease_seconds integer)
returns table (delivery_id bigint, email text, idempotency_key text)
language plpgsql set search_path = ''
as $$
begin
  perform private.require_admin('Sending a newsletter issue');
  if p_limit not between 1 and 500 or p_lease_seconds not between 1 and 3600 then
    raise exception 'expected p_limit from 1 to 500 and p_lease_seconds from 1 to 3600' using errcode = '22023';
  end if;
  update public.newsletter_deliveries as d set state = 'skipped', claimed_until = null
  from public.newsletter_subscribers as s
  where d.issue_id = p_issue_id and d.state = 'pending' and s.id = d.subscriber_id and s.status <> 'confirmed'
    and (d.claimed_until is null or d.claimed_until < now());
  return query
  with picked as (
    select d.id from public.newsletter_deliveries as d
    where d.issue_id = p_issue_id and d.state = 'pending' and (d.claimed_until is null or d.claimed_until < now())
    order by d.id limit p_limit for update skip locked
  )
  update public.newsletter_deliveries as d
  set claimed_until = now() + make_interval(secs => p_lease_seconds), attempts = d.attempts + 1
  from picked where d.id = picked.id
  returning d.id, d.email, d.idempotency_key;
end;
$$;

-- Records the outcomes of a batch of the issue's deliveries, [{id, error}]: sent (error null), or a failed attempt, released
-- at once so the next claim tries again with the same idempotency key. The third failed attempt
-- skips the recipient for good, with the error kept: one address the provider refuses cannot
-- stall a send. One call per batch, not per mail: the idempotency keys cover a crash before it.
create function public.admin_newsletter_record_deliveries(p_issue_id uuid, p_outcomes jsonb)
returns void
language plpgsql set search_path = ''
as $$
begin
  perform private.require_admin('Sending a newsletter issue');
  if jsonb_typeof(p_outcomes) is distinct from 'array' then
    raise exception 'expected p_outcomes as an array of {id, error}' using errcode = '22023';
  end if;
  update public.newsletter_deliveries as d
  set state = case when o.error is null then 'sent' when d.attempts >= 3 then 'skipped' else d.state end,
    sent_at = case when o.error is null then now() end,
    last_error = case when o.error is null then null else left(o.error, 500) end,
    claimed_until = null
  from jsonb_to_recordset(p_outcomes) as o(id bigint, error text)
  where d.id = o.id and d.issue_id = p_issue_id and d.state = 'pending';
end;
$$;

-- Where the send of an issue stands: {test_sent_at, test_sent_to, tested_content, started_at,
-- finished_at, audience (who a send would reach now), total, sent, skipped, pending, done}. When nobody is left pending, the send is
-- finished here, and the issue becomes published (sent) in the same transaction.
create function public.admin_newsletter_send_progress(p_issue_id uuid)
returns jsonb
language plpgsql set search_path = ''
as $$
declare
  send public.newsletter_sends;
  counts record;
begin
  perform private.require_admin('Sending a newsletter issue');
  select * into send from public.newsletter_sends as s where s.issue_id = p_issue_id;
  select count(*) filter (where d.state = 'sent') as sent, count(*) filter (where d.state = 'skipped') as skipped,
    count(*) filter (where d.state = 'pending') as pending
  into counts from public.newsletter_deliveries as d where d.issue_id = p_issue_id;
  if send.started_at is not null and send.finished_at is null and counts.pending = 0 then
    update public.newsletter_sends set finished_at = now() where issue_id = p_issue_id returning * into send;
    perform set_config('newsletter.finishing_send', p_issue_id::text, true);
    update public.newsletter_issues set status = 'published', published_at = coalesce(published_at, send.finished_at)
    where id = p_issue_id;
    perform set_config('newsletter.finishing_send', '', true);
  end if;
  return jsonb_build_object(
    'test_sent_at', send.test_sent_at, 'test_sent_to', send.test_sent_to, 'tested_content', send.tested_content,
    'started_at', send.started_at, 'finished_at', send.finished_at,
    'audience', (select count(*) from public.newsletter_subscribers as s join public.newsletter_issues as i on i.id = p_issue_id
      where s.status = 'confirmed' and s.is_sample = i.is_sample),
    'total', coalesce(send.recipients, 0), 'sent', counts.sent, 'skipped', counts.skipped, 'pending', counts.pending,
    'done', send.finished_at is not null);
end;
$$;

revoke all on function public.admin_newsletter_record_test(uuid, text, text) from public, anon;
revoke all on function public.admin_newsletter_start_send(uuid, text, text, text, text, text) from public, anon;
revoke all on function public.admin_newsletter_claim(uuid, integer, integer) from public, anon;
revoke all on function public.admin_newsletter_record_deliveries(uuid, jsonb) from public, anon;
revoke all on function public.admin_newsletter_send_progress(uuid) from public, anon;
grant execute on function public.admin_newsletter_record_test(uuid, text, text) to authenticated;
grant execute on function public.admin_newsletter_start_send(uuid, text, text, text, text, text) to authenticated;
grant execute on function public.admin_newsletter_claim(uuid, integer, integer) to authenticated;
grant execute on function public.admin_newsletter_record_deliveries(uuid, jsonb) to authenticated;
grant execute on function public.admin_newsletter_send_progress(uuid) to authenticated;
