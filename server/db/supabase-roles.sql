-- The API roles a hosted Supabase project has. Roles belong to the whole server, not to one
-- database, so this runs before the per-database bootstrap (supabase-compat.sql): at every start
-- of the embedded backend, and once before parallel test workers create their databases on one
-- PostgreSQL server. Every statement is idempotent.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit nologin;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
-- The embedded backend connects as the superuser and switches with `set local role`.
grant anon, authenticated, service_role to current_user;
