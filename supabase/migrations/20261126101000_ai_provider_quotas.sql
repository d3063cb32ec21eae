-- Daily quotas on calls that reach an AI provider (chat, speech recognition, speech synthesis),
-- so no one can run up the owner's bill: one counter per user per UTC day, and one for everyone
-- together, since one person can open many accounts. The site guide and the offline voice cost
-- nothing and are not counted.

create table private.ai_provider_calls (
  day date not null,
  -- 'global', or 'user:' and the user's id.
  scope text not null check (scope = 'global' or scope ~ '^user:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  calls integer not null check (calls >= 0),
  primary key (day, scope)
);

alter table private.ai_provider_calls enable row level security;
revoke all on table private.ai_provider_calls from public, anon, authenticated, service_role;

-- Counts one provider call for the user and for everyone, and answers null when it may go ahead,
-- or which quota is used up: 'user' or 'global' (then nothing is counted). Both counters are
-- taken in one transaction with their rows locked, so parallel calls cannot overrun a quota.
-- Counters older than two days are removed: they only ever answer for today.
create function public.take_ai_provider_call(p_user_id uuid, p_user_limit integer, p_global_limit integer)
returns text
language plpgsql security definer set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  user_scope text := 'user:' || p_user_id::text;
begin
  if p_user_id is null or p_user_limit < 0 or p_global_limit < 0 then
    raise exception using errcode = '22023',
      message = format('take_ai_provider_call needs a user id and limits >= 0; received %s, %s and %s', p_user_id, p_user_limit, p_global_limit);
  end if;
  delete from private.ai_provider_calls as old where old.day < today - 2;
  if p_user_limit = 0 then
    return 'user';
  end if;
  if p_global_limit = 0 then
    return 'global';
  end if;
  insert into private.ai_provider_calls as counter (day, scope, calls) values (today, user_scope, 1)
  on conflict on constraint ai_provider_calls_pkey do update set calls = counter.calls + 1 where counter.calls < p_user_limit;
  if not found then
    return 'user';
  end if;
  insert into private.ai_provider_calls as counter (day, scope, calls) values (today, 'global', 1)
  on conflict on constraint ai_provider_calls_pkey do update set calls = counter.calls + 1 where counter.calls < p_global_limit;
  if not found then
    update private.ai_provider_calls as counter set calls = counter.calls - 1 where counter.day = today and counter.scope = user_scope;
    return 'global';
  end if;
  return null;
end;
$$;

revoke execute on function public.take_ai_provider_call(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.take_ai_provider_call(uuid, integer, integer) to service_role;
