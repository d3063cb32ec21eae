-- The site's rebuilds after a publish: one row per build, so the editor can
-- follow "publishing…" to "live" and the owner can read why a build failed. Locally the embedded
-- backend builds and swaps the site (queued → building → live or failed); in production the
-- site-rebuild function calls the static host's deploy hook, and the row says no more than
-- `requested` (or `failed` when the hook refused). Only the server writes here (the embedded
-- backend, or a function with the service role); the admin reads.
create table public.site_builds (
  id bigint generated always as identity primary key,
  state text not null default 'queued' check (state in ('queued', 'building', 'live', 'failed', 'requested')),
  -- How many publish requests this build answers: a request while it waits joins it.
  requests integer not null default 1 check (requests >= 1),
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  -- The tail of the build's error output, trimmed so the owner can read it.
  error text check (length(error) <= 4000),
  check ((state = 'failed') = (error is not null)),
  check (state not in ('building', 'live') or started_at is not null),
  check (state not in ('live', 'failed') or finished_at is not null)
);

create index site_builds_waiting_idx on public.site_builds (state) where state in ('queued', 'building');

alter table public.site_builds enable row level security;
revoke all on table public.site_builds from public, anon, authenticated;
grant select on table public.site_builds to authenticated;
grant select, insert, update on table public.site_builds to service_role;

create policy "Site builds can be read by the admin" on public.site_builds for select to authenticated
  using ((select public.is_admin()));
