-- Limits on what visitors write through the Data API to the visitor tables (consent record,
-- consent log, feature usage), so that one client cannot hold the database for everyone else:
--   - a request writes at most 10 rows to them, and carries at most 64 KiB;
--   - one client address sends at most 60 such writes a minute (429 with Retry-After after that).
-- They live in the database because in production /rest/v1 is PostgREST on hosted Supabase, not
-- our code: the row cap is a trigger on each table, the rest is PostgREST's pre-request function
-- (pgrst.db_pre_request), which runs before each request's main query, in its transaction, with
-- the request's method, path and headers in request.* settings. The embedded backend runs it the
-- same way. Refusals are raised as SQLSTATE PGRST, which PostgREST turns into the HTTP status,
-- headers and JSON error body the raise names.

-- A random key made once per database, so the rate-limit counters name a client by a keyed hash of
-- its address: nobody can get the address back from a counter by hashing every possible address.
create table private.client_key_secret (
  only_row boolean primary key default true check (only_row),
  secret bytea not null check (length(secret) = 32)
);

insert into private.client_key_secret (secret)
values (sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')));

alter table private.client_key_secret enable row level security;
revoke all on table private.client_key_secret from public, anon, authenticated, service_role;

-- Counts the rows a request writes to the visitor tables (one transaction is one request) and
-- refuses the row past the cap, which rolls the whole request back: rows stored are rows
-- acknowledged. Only the API roles are counted; the owner and the service role are not visitors.
create function private.cap_visitor_rows() returns trigger
language plpgsql set search_path = ''
as $$
declare
  row_cap constant integer := 10;
  written integer := coalesce(nullif(current_setting('visitor_writes.rows', true), ''), '0')::integer + 1;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if written > row_cap then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'too_many_rows',
        'message', format('A request may write at most %s rows to the visitor tables.', row_cap),
        'details', format('This request wrote more than %s rows to %s.', row_cap, tg_table_name),
        'hint', 'Send the rows in several requests.')::text,
      detail = json_build_object('status', 413)::text;
  end if;
  perform set_config('visitor_writes.rows', written::text, true);
  return new;
end;
$$;

revoke execute on function private.cap_visitor_rows() from public;

-- The visitor tables: those `anon` may insert into. The trigger is named to fire before
-- store_visitor_row / store_user_consent (triggers fire in name order, and those store the row
-- themselves and skip the triggers after them).
do $$
declare
  visitor_table text;
begin
  foreach visitor_table in array array['user_consent', 'consent_log', 'feature_usage'] loop
    execute format(
      'create trigger cap_visitor_rows before insert on public.%I for each row when (pg_trigger_depth() < 1) execute function private.cap_visitor_rows()',
      visitor_table);
  end loop;
end
$$;

-- The pre-request function. A write (any method but GET and HEAD, which PostgREST runs read-only)
-- to a visitor table (one that carries the cap_visitor_rows trigger) by an API role other than the
-- service role is refused when its body passes 64 KiB, before the database parses it, and counted
-- against the client's address: X-Real-IP, which the platform's gateway sets from the address it
-- saw, replacing whatever the caller sent (hosted Supabase does; the embedded backend does it by
-- its TRUST_PROXY rule). Over the limit, the answer is 429 with Retry-After.
-- `app.rate_limits = off` lifts the per-address limit: the embedded backend sets it under
-- RATE_LIMITS=off, for load tests; a hosted project never sets it.
create function private.check_request() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  byte_cap constant integer := 65536;
  writes_per_window constant integer := 60;
  window_seconds constant integer := 60;
  method text := coalesce(current_setting('request.method', true), '');
  target regclass := to_regclass(format('public.%I', ltrim(coalesce(current_setting('request.path', true), ''), '/')));
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  client_key text;
  wait_seconds integer;
begin
  if method in ('', 'GET', 'HEAD')
    or coalesce(auth.role(), '') = 'service_role'
    or not exists (select 1 from pg_catalog.pg_trigger where tgrelid = target and tgname = 'cap_visitor_rows') then
    return;
  end if;
  if coalesce(headers ->> 'content-length', '') ~ '^\d{1,18}$' and (headers ->> 'content-length')::bigint > byte_cap then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'too_large',
        'message', format('A write to the visitor tables may carry at most %s bytes.', byte_cap),
        'details', format('This request carries %s bytes.', headers ->> 'content-length'),
        'hint', 'Send the rows in several requests.')::text,
      detail = json_build_object('status', 413)::text;
  end if;
  if current_setting('app.rate_limits', true) is not distinct from 'off' then
    return;
  end if;
  select 'visitor-writes:' || encode(sha256(s.secret || convert_to(coalesce(nullif(btrim(headers ->> 'x-real-ip'), ''), 'unknown'), 'UTF8')), 'hex')
  into client_key
  from private.client_key_secret as s;
  wait_seconds := public.take_rate_limit(client_key, writes_per_window, window_seconds);
  if wait_seconds > 0 then
    raise sqlstate 'PGRST' using
      message = json_build_object(
        'code', 'rate_limited',
        'message', 'Too many writes from this address in a short time.',
        'details', format('At most %s writes a minute to the visitor tables are accepted from one address.', writes_per_window),
        'hint', 'Send again once the seconds in Retry-After have passed.')::text,
      detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', wait_seconds::text))::text;
  end if;
end;
$$;

-- PostgREST calls the pre-request function as the request's role.
revoke execute on function private.check_request() from public;
grant usage on schema private to anon;
grant execute on function private.check_request() to anon, authenticated, service_role;

-- PostgREST reads its pgrst.* settings from the authenticator role (the database's own copy wins)
-- and reloads them on this notification; nothing listens to it in the embedded backend.
do $$
begin
  execute format('alter role authenticator in database %I set pgrst.db_pre_request = %L', current_database(), 'private.check_request');
end
$$;

notify pgrst, 'reload config';
