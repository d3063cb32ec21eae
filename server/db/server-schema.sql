-- Tables only the embedded backend itself uses (never exposed to the API roles): the local
-- outbox that the mail catcher reads. Run as superuser at every start, so idempotent.

create schema if not exists embedded;
revoke all on schema embedded from public;

create table if not exists embedded.outbox (
  id uuid primary key default gen_random_uuid(),
  -- Arrival order, so "newest first" holds even when two mails share a timestamp.
  seq bigint generated always as identity,
  sent_at timestamptz not null,
  sender text not null,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  headers jsonb not null default '{}'::jsonb
);

create index if not exists outbox_arrival on embedded.outbox (seq desc);

-- A mail's idempotency key, as a provider honours it: a second mail with the same key is not kept.
alter table embedded.outbox add column if not exists idempotency_key text unique;
