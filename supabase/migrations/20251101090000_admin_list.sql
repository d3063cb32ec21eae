-- Who the administrator is. The list lives in a schema the API does not expose, is seeded from
-- ADMIN_EMAILS by the embedded backend (or by SQL on a hosted project, see docs/deploy.md), and
-- is read only through public.is_admin(), which RLS policies and functions call.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create table private.admin_emails (
  email text primary key check (email = lower(email) and position('@' in email) > 1)
);

alter table private.admin_emails enable row level security;
revoke all on table private.admin_emails from public, anon, authenticated;
grant select on table private.admin_emails to authenticated;
grant select, insert, update, delete on table private.admin_emails to service_role;

-- True only for a signed-in caller whose confirmed address is on the list. It reads the user by
-- auth.uid() (the verified `sub` claim) and never user_metadata or other claims, so editing one's
-- own metadata or presenting an email claim cannot make anyone admin.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
    from auth.users as u
    join private.admin_emails as a on a.email = lower(u.email)
    where u.id = auth.uid()
      and u.email_confirmed_at is not null
  );
$$;

revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

create policy "Admin emails can be read by the admin"
  on private.admin_emails for select to authenticated
  using ((select public.is_admin()));
