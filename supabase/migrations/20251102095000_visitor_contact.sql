-- Messages from the contact form. Only the contact-submit function writes here, with the service
-- role: it checks the honeypot and the rate limits before anything is stored, which a direct
-- insert by a visitor would skip. The admin reads messages and marks them handled.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 200),
  email text not null check (length(email) between 3 and 254 and position('@' in email) > 1),
  message text not null check (length(message) between 1 and 5000),
  created_at timestamptz not null default now(),
  handled boolean not null default false
);

create index contact_messages_open_idx on public.contact_messages (handled, created_at desc);

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from public, anon, authenticated;
grant select, update (handled) on table public.contact_messages to authenticated;
grant select, insert on table public.contact_messages to service_role;

create policy "Contact messages can be read by the admin"
  on public.contact_messages for select to authenticated
  using ((select public.is_admin()));

create policy "Contact messages can be marked handled by the admin"
  on public.contact_messages for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
