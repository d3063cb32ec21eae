-- Stores one visitor row and ignores a repeat: a retried write carries the same id or
-- client_event_id, so the row is stored once and the retry succeeds quietly. Attached as a
-- BEFORE INSERT trigger to the append-only visitor tables (consent log, feature usage).
--
-- Why visitor writes go through a trigger: supabase-js upserts (`on_conflict`, merge or ignore
-- duplicates) become INSERT ... ON CONFLICT, which needs SELECT rights on the named columns, and
-- Postgres then checks SELECT policies on the new row. A SELECT policy that passes would let
-- visitors read each other's rows. So visitors get column rights but no SELECT policy (they read
-- nothing), and the trigger applies the write rule and stores the row as the table owner.
-- The rule: a row that names a user must name the caller.
create function private.store_visitor_row() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  named_user text := to_jsonb(new) ->> 'user_id';
begin
  if named_user is not null
    and coalesce(auth.role(), '') <> 'service_role'
    and named_user is distinct from auth.uid()::text then
    raise exception using errcode = '42501',
      message = format('%s.user_id must be null or the signed-in user; received %s', tg_table_name, named_user);
  end if;
  execute format('insert into %I.%I select ($1).* on conflict do nothing', tg_table_schema, tg_table_name) using new;
  return null;
end;
$$;

revoke execute on function private.store_visitor_row() from public;
