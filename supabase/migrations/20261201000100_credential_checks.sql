-- A key's check and its count in one call, and its usage written after the answer; the MCP server
-- and the partner API are their only callers (the service role).

-- Which typed outcome a presented secret gets: `unknown` (no such key, or a key of the other
-- kind), `revoked`, `expired`, `rate_limited` (over its calls per minute, counted in a fixed
-- one-minute window), `missing_scope` (p_scope given and not granted), `quota_exhausted` (its
-- monthly calls used up), else `valid`. Every call of a known, live key counts in its window,
-- refused or not, so hammering with a key that lacks a scope is limited too; only calls that go
-- through count against the month. The answer says the window's state for the RateLimit headers.
create function public.check_credential(p_secret_hash text, p_kind text, p_scope text default null)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  key public.credentials;
  window_start constant timestamptz := date_trunc('minute', now());
  month_start constant date := date_trunc('month', now())::date;
  window_calls integer;
  month_calls integer;
  answer jsonb;
begin
  if p_secret_hash is null or p_secret_hash !~ '^[0-9a-f]{64}$' or p_kind is null or p_kind not in ('mcp', 'api')
     or length(p_scope) not between 1 and 100 then
    raise exception 'expected a hex SHA-256, a kind (mcp or api) and an optional scope of 1 to 100 characters'
      using errcode = '22023';
  end if;
  select * into key from public.credentials where secret_hash = p_secret_hash;
  if not found or key.kind <> p_kind then
    return jsonb_build_object('outcome', 'unknown');
  elsif key.revoked_at is not null then
    return jsonb_build_object('outcome', 'revoked');
  elsif key.expires_at <= now() then
    return jsonb_build_object('outcome', 'expired');
  end if;

  insert into private.credential_windows as w (credential_id, window_start, calls) values (key.id, window_start, 1)
  on conflict (credential_id) do update
    set calls = case when w.window_start = excluded.window_start then w.calls + 1 else 1 end,
      window_start = excluded.window_start
  returning w.calls into window_calls;
  -- At most one write a minute to the key's own row: "last used" needs no finer grain.
  update public.credentials set last_used_at = now()
  where id = key.id and (last_used_at is null or last_used_at < now() - interval '1 minute');

  answer := jsonb_build_object(
    'credential', jsonb_build_object('id', key.id, 'kind', key.kind, 'name', key.name, 'scopes', to_jsonb(key.scopes),
      'owner', key.created_by, 'partnerId', key.partner_id),
    'rate', jsonb_build_object('limit', key.rate_per_minute, 'remaining', greatest(0, key.rate_per_minute - window_calls),
      'resetSeconds', greatest(1, ceil(extract(epoch from window_start + interval '1 minute' - now())))::integer));
  if window_calls > key.rate_per_minute then
    return answer || jsonb_build_object('outcome', 'rate_limited');
  elsif p_scope is not null and not p_scope = any (key.scopes) then
    return answer || jsonb_build_object('outcome', 'missing_scope');
  elsif key.monthly_quota is null then
    return answer || jsonb_build_object('outcome', 'valid', 'quota', null);
  end if;

  insert into private.credential_months as m (credential_id, month, calls) values (key.id, month_start, 1)
  on conflict (credential_id, month) do update set calls = m.calls + 1 where m.calls < key.monthly_quota
  returning m.calls into month_calls;
  answer := answer || jsonb_build_object('quota', jsonb_build_object(
    'limit', key.monthly_quota,
    'used', coalesce(month_calls, key.monthly_quota),
    'resetSeconds', greatest(1, ceil(extract(epoch from (month_start + interval '1 month') - now())))::integer));
  return answer || jsonb_build_object('outcome', case when month_calls is null then 'quota_exhausted' else 'valid' end);
end;
$$;

revoke all on function public.check_credential(text, text, text) from public, anon, authenticated;
grant execute on function public.check_credential(text, text, text) to service_role;

-- One call of a known key, written after its answer: the record, and the day's rollup beside it
-- in the same statement's transaction, so the chart and the log never disagree.
create function public.record_credential_call(
  p_credential uuid, p_surface text, p_operation text, p_status integer, p_duration_ms integer, p_error text default null
)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if p_credential is null or p_surface is null or p_operation is null or p_status is null or p_duration_ms is null then
    raise exception 'expected a credential, a surface, an operation, a status and a duration' using errcode = '22023';
  end if;
  insert into public.credential_calls (credential_id, surface, operation, status, duration_ms, error)
  values (p_credential, p_surface, p_operation, p_status, p_duration_ms, p_error);
  insert into public.credential_usage_daily as d (credential_id, day, operation, calls, errors, limited, total_ms)
  values (p_credential, (now() at time zone 'utc')::date, p_operation, 1,
    (p_status >= 400 and p_status <> 429)::integer, (p_status = 429)::integer, p_duration_ms)
  on conflict (credential_id, day, operation) do update
    set calls = d.calls + 1, errors = d.errors + excluded.errors, limited = d.limited + excluded.limited,
      total_ms = d.total_ms + excluded.total_ms;
end;
$$;

revoke all on function public.record_credential_call(uuid, text, text, integer, integer, text) from public, anon, authenticated;
grant execute on function public.record_credential_call(uuid, text, text, integer, integer, text) to service_role;

-- The call log is kept 90 days; the daily rollups stay with their credential.
create function private.remove_expired_credential_calls(p_days integer default 90)
returns integer
language sql volatile security definer set search_path = ''
as $$
  with removed as (
    delete from public.credential_calls where at < now() - make_interval(days => p_days) returning 1
  )
  select count(*)::integer from removed;
$$;

revoke all on function private.remove_expired_credential_calls(integer) from public, anon, authenticated;

-- A key's replacement, made atomically: the new key takes the old one's name, partner, scopes,
-- limits and expiry, and the old one keeps working only for the overlap (hours) while clients
-- move over. A revoked or expired key, or a console token, is not rotated (PT409): make a new one.
create function public.rotate_credential(p_credential uuid, p_hint text, p_secret_hash text, p_overlap_hours integer)
returns uuid
language plpgsql volatile security definer set search_path = ''
as $$
declare
  old public.credentials;
  replacement uuid;
begin
  if p_credential is null or p_overlap_hours is null or p_overlap_hours not between 0 and 720 then
    raise exception 'expected a credential and an overlap of 0 to 720 hours' using errcode = '22023';
  end if;
  select * into old from public.credentials where id = p_credential for update;
  if not found then
    raise exception 'There is no credential %.', p_credential using errcode = 'P0002';
  elsif old.revoked_at is not null or old.expires_at <= now() or old.purpose <> 'client' then
    raise exception 'This key is revoked, expired or a console token: make a new one instead.' using errcode = 'PT409';
  end if;
  insert into public.credentials (kind, name, partner_id, hint, secret_hash, scopes, expires_at, rate_per_minute,
    monthly_quota, rotated_from, created_by)
  values (old.kind, old.name, old.partner_id, p_hint, p_secret_hash, old.scopes, old.expires_at, old.rate_per_minute,
    old.monthly_quota, old.id, old.created_by)
  returning id into replacement;
  update public.credentials
  set expires_at = least(coalesce(expires_at, 'infinity'), now() + make_interval(hours => p_overlap_hours))
  where id = old.id;
  return replacement;
end;
$$;

revoke all on function public.rotate_credential(uuid, text, text, integer) from public, anon, authenticated;
grant execute on function public.rotate_credential(uuid, text, text, integer) to service_role;
