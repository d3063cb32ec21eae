-- The part of hosted Supabase's `storage` schema that the embedded backend's /storage/v1 uses and
-- that migrations rely on: buckets, objects, and the path helpers that policies call, with the
-- grants and row-level security Supabase sets up. Buckets and policies come from the migrations,
-- as on a hosted project. Run as superuser at every start, so every statement is idempotent.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean not null default false,
  -- Bytes; null means no limit of the bucket's own.
  file_size_limit bigint,
  -- MIME types an upload may declare (`image/*` matches a family); null allows any.
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  -- Who uploaded it: the caller's `sub` claim, as uuid and as text (Supabase keeps both).
  owner uuid,
  owner_id text,
  -- {size, mimetype, eTag, cacheControl, lastModified, contentLength, httpStatusCode}, as Supabase writes it.
  metadata jsonb,
  -- Names the stored file; a new upload of the same name gets a new version.
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz not null default now()
);

create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists objects_name_prefix on storage.objects (bucket_id, name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- The helpers, defined as hosted Supabase defines them, for policies on object paths.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
set search_path = ''
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- As on Supabase: the API roles hold every table privilege and row-level security decides.
grant all on table storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
