-- The part of hosted Supabase's `auth` schema that the embedded backend implements and that
-- migrations may rely on: users, sessions, refresh tokens, and the claim helpers that RLS
-- policies call. Run as superuser at every start, after the compat roles exist, so every
-- statement is idempotent.

create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  -- Stored trimmed and lower-cased, so the unique constraint is case-insensitive in practice.
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  -- Only a SHA-256 hash of the emailed token: a leaked table gives no working links.
  confirmation_token text,
  confirmation_sent_at timestamptz,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists users_confirmation_token_idx on auth.users (confirmation_token)
  where confirmation_token is not null;

-- The password-reset link, kept as GoTrue keeps it: only a hash of the emailed token, and when it
-- was sent. Added with `if not exists` so a database made before these columns gains them at start.
alter table auth.users add column if not exists recovery_token text;
alter table auth.users add column if not exists recovery_sent_at timestamptz;
create index if not exists users_recovery_token_idx on auth.users (recovery_token)
  where recovery_token is not null;

-- One row per sign-in; the access token's session_id claim points here, so deleting a row signs
-- that device out even while its access token has not expired.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  -- How the session began ('password', 'otp' for a confirmation link, 'recovery' for a reset link), for the amr claim.
  amr_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens rotate: each use revokes the token and issues a child. Only hashes are kept.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- The claim helpers, defined exactly as hosted Supabase defines them.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- The API roles may call the helpers and nothing else in this schema.
revoke all on all tables in schema auth from public, anon, authenticated, service_role;
revoke all on all sequences in schema auth from public, anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;
