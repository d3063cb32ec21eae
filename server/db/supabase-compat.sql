-- What a hosted Supabase project provides in its database before the first migration runs: the
-- extensions schema and the default privileges Supabase grants on schema public (the API roles
-- themselves are server-wide, in supabase-roles.sql). Run as superuser at every start of the
-- embedded backend, so every statement is idempotent.

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
