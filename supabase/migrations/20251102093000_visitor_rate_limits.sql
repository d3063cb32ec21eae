-- Fixed-window request counters for the public functions (newsletter, contact). Keys are HMACs
-- made by the functions with a server secret (per hashed IP, per hashed email), so no IP address
-- or email is stored here. The table is private; only the service role may call the function.

create table private.rate_limits (
  key text not null check (length(key) between 1 and 200),
  window_start timestamptz not null,
  count integer not null check (count > 0),
  primary key (key, window_start)
);

create index rate_limits_window_idx on private.rate_limits (window_start);

alter table private.rate_limits enable row level security;
revoke all on table private.rate_limits from public, anon, authenticated, service_role;

-- Counts one request against p_key and answers 0 when it is allowed, otherwise the seconds until
-- the window ends (for Retry-After). Windows are at most a day, so older counters are removed.
create function public.take_rate_limit(p_key text, p_limit integer, p_window_seconds integer)
returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  window_start timestamptz;
  used integer;
begin
  if p_limit < 1 or p_window_seconds not between 1 and 86400 then
    raise exception using errcode = '22023',
      message = format('take_rate_limit needs a limit >= 1 and a window of 1 to 86400 s; received %s and %s', p_limit, p_window_seconds);
  end if;
  window_start := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  delete from private.rate_limits as old where old.window_start < now() - interval '1 day';
  insert into private.rate_limits as counter (key, window_start, count)
  values (p_key, window_start, 1)
  on conflict on constraint rate_limits_pkey do update set count = counter.count + 1
  returning counter.count into used;
  if used <= p_limit then
    return 0;
  end if;
  return greatest(1, ceil(extract(epoch from window_start + make_interval(secs => p_window_seconds) - now())))::integer;
end;
$$;

revoke execute on function public.take_rate_limit(text, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, integer, integer) to service_role;
