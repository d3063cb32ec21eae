-- A cap on newsletter confirmation mails per hour, over all addresses, so that many sources
-- together cannot turn the form into a mail cannon. Past the cap a request is still kept: the
-- address is stored as pending with `confirmation_deferred_at`, and the scheduler mails it in a
-- later hour, oldest first, within that hour's cap. The cap counts attempts, in the rate-limit
-- counters under one key per clock hour (UTC), as take_rate_limit's hourly windows do.
-- A null cap (rate limits off, for tests and benchmarks) defers nothing.

alter table public.newsletter_subscribers add column confirmation_deferred_at timestamptz;
-- The scheduler ends a deferral once its mail is sent; the service role updates every column but the sample mark.
grant update (confirmation_deferred_at) on table public.newsletter_subscribers to service_role;

create index newsletter_subscribers_deferred_idx on public.newsletter_subscribers (confirmation_deferred_at)
  where confirmation_deferred_at is not null;

-- The hour's count of confirmation mails, and the one lock that keeps two requests from both
-- taking the last place in it. Both helpers run inside the two functions below, as their owner.
create function private.confirmation_mails_this_hour() returns integer
language sql set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('newsletter-confirmations'));
  select coalesce((select r.count from private.rate_limits as r
    where r.key = 'newsletter-confirmations' and r.window_start = to_timestamp(floor(extract(epoch from now()) / 3600) * 3600)), 0);
$$;

create function private.count_confirmation_mails(p_mails integer) returns void
language sql set search_path = ''
as $$
  insert into private.rate_limits as counter (key, window_start, count)
  values ('newsletter-confirmations', to_timestamp(floor(extract(epoch from now()) / 3600) * 3600), p_mails)
  on conflict on constraint rate_limits_pkey do update set count = counter.count + excluded.count;
$$;

revoke all on function private.confirmation_mails_this_hour() from public, anon, authenticated;
revoke all on function private.count_confirmation_mails(integer) from public, anon, authenticated;

-- Records a subscription request and answers `{send, deferred, within_hours}`:
-- - send: a confirmation mail goes out now, for a new, pending or unsubscribed address outside the
--   cool-down (its confirm token is replaced, so only the newest mail's link works);
-- - deferred: the hour's cap is used up. The answer is the same for every address, so it tells
--   nothing about the list; an address owed a mail keeps (or takes) its place in the queue, and
--   within_hours says in how many hours the queue reaches a request made now.
-- A confirmed address, or one within its cool-down, gets no mail. Requests are serialised by the
-- hour's lock, so concurrent ones never pass the cap or mail one address twice.
drop function public.newsletter_request_confirmation(text, text, text, integer);

create function public.newsletter_request_confirmation(
  p_email text, p_confirm_token_hash text, p_unsubscribe_token_hash text, p_cooldown_seconds integer, p_hourly_cap integer
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  hour_full boolean := false;
  waiting integer := 0;
  found_status text;
  last_mail timestamptz;
  owed boolean;
begin
  if p_hourly_cap is not null and p_hourly_cap < 1 then
    raise exception using errcode = '22023', message = format('expected an hourly cap of at least 1, or null for none; received %s', p_hourly_cap);
  end if;
  if p_hourly_cap is not null then
    hour_full := private.confirmation_mails_this_hour() >= p_hourly_cap;
    if hour_full then
      select count(*) into waiting from public.newsletter_subscribers as s
      where s.confirmation_deferred_at is not null and s.status = 'pending';
    end if;
  end if;
  insert into public.newsletter_subscribers (email, status, unsubscribe_token_hash)
  values (p_email, 'pending', p_unsubscribe_token_hash)
  on conflict (email) do nothing;
  select s.status, s.last_mail_sent_at into found_status, last_mail
  from public.newsletter_subscribers as s where s.email = p_email for update;
  owed := found_status <> 'confirmed' and (last_mail is null or last_mail <= now() - make_interval(secs => p_cooldown_seconds));
  if owed and hour_full then
    update public.newsletter_subscribers
    set status = 'pending', unsubscribe_token_hash = p_unsubscribe_token_hash,
      confirmation_deferred_at = coalesce(confirmation_deferred_at, now())
    where email = p_email;
  elsif owed then
    update public.newsletter_subscribers
    set status = 'pending', confirm_token_hash = p_confirm_token_hash, unsubscribe_token_hash = p_unsubscribe_token_hash,
      last_mail_sent_at = now(), confirmation_deferred_at = null
    where email = p_email;
    if p_hourly_cap is not null then
      perform private.count_confirmation_mails(1);
    end if;
  end if;
  return jsonb_build_object(
    'send', owed and not hour_full,
    'deferred', hour_full,
    'within_hours', case when hour_full then ceil((waiting + 1)::numeric / p_hourly_cap)::integer end);
end;
$$;

-- The scheduler's claim: up to as many deferred addresses as it brings confirm token hashes and
-- the hour has room for, oldest request first. Each gets its token and `last_mail_sent_at`, which
-- is both when its link starts to run and a lease: a claim whose mail was never reported comes
-- back after p_lease_seconds. Its request stays deferred until the mail is reported sent; a
-- deferral whose address was confirmed or unsubscribed meanwhile is dropped.
create function public.newsletter_claim_deferred_confirmations(
  p_confirm_token_hashes text[], p_hourly_cap integer, p_lease_seconds integer
) returns table (email text, confirm_token_hash text)
language plpgsql security definer set search_path = ''
as $$
declare
  room integer := coalesce(array_length(p_confirm_token_hashes, 1), 0);
  claimed integer;
begin
  if room > 500 or p_lease_seconds not between 1 and 3600 or (p_hourly_cap is not null and p_hourly_cap < 1) then
    raise exception using errcode = '22023',
      message = 'expected at most 500 token hashes, p_lease_seconds from 1 to 3600, and an hourly cap of at least 1 or null';
  end if;
  if p_hourly_cap is not null then
    room := least(room, p_hourly_cap - private.confirmation_mails_this_hour());
  end if;
  update public.newsletter_subscribers as s set confirmation_deferred_at = null
  where s.confirmation_deferred_at is not null and s.status <> 'pending';
  if room <= 0 then
    return;
  end if;
  return query
  with due as (
    select s.id, s.confirmation_deferred_at
    from public.newsletter_subscribers as s
    where s.confirmation_deferred_at is not null
      and (s.last_mail_sent_at is null or s.last_mail_sent_at < now() - make_interval(secs => p_lease_seconds))
    order by s.confirmation_deferred_at, s.id
    limit room
    for update skip locked
  ), numbered as (
    select due.id, row_number() over (order by due.confirmation_deferred_at, due.id)::integer as n from due
  )
  update public.newsletter_subscribers as s
  set confirm_token_hash = p_confirm_token_hashes[numbered.n], last_mail_sent_at = now()
  from numbered
  where s.id = numbered.id
  returning s.email, s.confirm_token_hash;
  get diagnostics claimed = row_count;
  if p_hourly_cap is not null and claimed > 0 then
    perform private.count_confirmation_mails(claimed);
  end if;
end;
$$;

revoke execute on function public.newsletter_request_confirmation(text, text, text, integer, integer) from public, anon, authenticated;
revoke execute on function public.newsletter_claim_deferred_confirmations(text[], integer, integer) from public, anon, authenticated;
grant execute on function public.newsletter_request_confirmation(text, text, text, integer, integer) to service_role;
grant execute on function public.newsletter_claim_deferred_confirmations(text[], integer, integer) to service_role;
