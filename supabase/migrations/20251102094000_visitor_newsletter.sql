-- Newsletter subscribers with double opt-in. Addresses are personal data and the list must not
-- be enumerable, so visitors and users have no direct access at all: the newsletter functions
-- use the service role through the functions below, and the admin reads.
-- Tokens are never stored, only their SHA-256 (hex): a database leak gives no working links.

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    check (email = lower(email) and length(email) between 3 and 254 and position('@' in email) > 1),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  unsubscribe_token_hash text not null unique check (unsubscribe_token_hash ~ '^[0-9a-f]{64}$'),
  last_mail_sent_at timestamptz,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from public, anon, authenticated;
grant select on table public.newsletter_subscribers to authenticated;
grant select, insert, update on table public.newsletter_subscribers to service_role;

create policy "Newsletter subscribers can be read by the admin"
  on public.newsletter_subscribers for select to authenticated
  using ((select public.is_admin()));

-- Records a subscription request and answers whether a confirmation mail should go out now:
-- true for a new, pending or unsubscribed address outside the cool-down (its confirm token is
-- replaced, so only the newest mail's link works); false for a confirmed address or within the
-- cool-down. One statement, so concurrent requests for one address send at most one mail.
create function public.newsletter_request_confirmation(
  p_email text, p_confirm_token_hash text, p_unsubscribe_token_hash text, p_cooldown_seconds integer
) returns boolean
language sql set search_path = ''
as $$
  with requested as (
    insert into public.newsletter_subscribers as subscriber
      (email, status, confirm_token_hash, unsubscribe_token_hash, last_mail_sent_at)
    values (p_email, 'pending', p_confirm_token_hash, p_unsubscribe_token_hash, now())
    on conflict (email) do update set
      status = 'pending',
      confirm_token_hash = excluded.confirm_token_hash,
      unsubscribe_token_hash = excluded.unsubscribe_token_hash,
      last_mail_sent_at = now()
    where subscriber.status <> 'confirmed'
      and (subscriber.last_mail_sent_at is null
        or subscriber.last_mail_sent_at <= now() - make_interval(secs => p_cooldown_seconds))
    returning 1
  )
  select exists (select 1 from requested);
$$;

-- Confirms the address whose newest confirmation mail carried this token, within p_valid_seconds
-- of sending it. Answers confirmed | already_confirmed | expired | unknown; confirming twice is
-- harmless (a reader may click the link again).
create function public.newsletter_confirm(p_token_hash text, p_valid_seconds integer)
returns text
language plpgsql set search_path = ''
as $$
declare
  found_status text;
  sent_at timestamptz;
begin
  select subscriber.status, subscriber.last_mail_sent_at into found_status, sent_at
  from public.newsletter_subscribers as subscriber
  where subscriber.confirm_token_hash = p_token_hash
  for update;
  if found_status is null then
    return 'unknown';
  elsif found_status = 'confirmed' then
    return 'already_confirmed';
  elsif sent_at is null or sent_at < now() - make_interval(secs => p_valid_seconds) then
    return 'expired';
  end if;
  update public.newsletter_subscribers
  set status = 'confirmed', confirmed_at = now(), unsubscribed_at = null
  where confirm_token_hash = p_token_hash;
  return 'confirmed';
end;
$$;

-- Unsubscribes the address this token belongs to. Answers unsubscribed | already_unsubscribed |
-- unknown. The confirm token is dropped, so an old confirmation link cannot re-subscribe anyone.
create function public.newsletter_unsubscribe(p_token_hash text)
returns text
language plpgsql set search_path = ''
as $$
declare
  found_status text;
begin
  select subscriber.status into found_status
  from public.newsletter_subscribers as subscriber
  where subscriber.unsubscribe_token_hash = p_token_hash
  for update;
  if found_status is null then
    return 'unknown';
  elsif found_status = 'unsubscribed' then
    return 'already_unsubscribed';
  end if;
  update public.newsletter_subscribers
  set status = 'unsubscribed', unsubscribed_at = now(), confirm_token_hash = null
  where unsubscribe_token_hash = p_token_hash;
  return 'unsubscribed';
end;
$$;

revoke execute on function public.newsletter_request_confirmation(text, text, text, integer) from public, anon, authenticated;
revoke execute on function public.newsletter_confirm(text, integer) from public, anon, authenticated;
revoke execute on function public.newsletter_unsubscribe(text) from public, anon, authenticated;
grant execute on function public.newsletter_request_confirmation(text, text, text, integer) to service_role;
grant execute on function public.newsletter_confirm(text, integer) to service_role;
grant execute on function public.newsletter_unsubscribe(text) to service_role;
