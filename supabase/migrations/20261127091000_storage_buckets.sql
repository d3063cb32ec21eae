-- The site's files: images for articles and the brand (public), the podcast's audio (public, so
-- feeds and players fetch it without a key), and drafts (private: recordings, transcripts and
-- pictures not yet published). Runs on a hosted project as on the embedded backend, whose
-- storage schema mirrors Supabase's (server/db/storage-schema.sql), so only portable statements.
--
-- Each bucket refuses what it does not hold: its MIME types and size limit are checked on every
-- upload, by Supabase Storage and by the embedded backend alike.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('public-images', 'public-images', true, 10485760,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']),
  ('podcast-audio', 'podcast-audio', true, 524288000,
    array['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/ogg', 'audio/webm', 'audio/wav', 'audio/x-wav']),
  ('drafts', 'drafts', false, 524288000,
    array['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif',
          'audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/ogg', 'audio/webm', 'audio/wav', 'audio/x-wav',
          'text/vtt', 'application/x-subrip', 'text/plain'])
on conflict (id) do update set
  name = excluded.name,
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Only the admin writes. Reading a public bucket's files needs no policy (its public addresses
-- bypass row-level security); reading through the API (download, list, signed URLs) is the
-- admin's alone, in every bucket: an upload that replaces a file (upsert) must see the row it
-- replaces, and the editors list what they uploaded. Nobody else reads drafts in any way.
create policy "Admin reads the site's files"
  on storage.objects for select to authenticated
  using (bucket_id in ('public-images', 'podcast-audio', 'drafts') and (select public.is_admin()));

create policy "Admin uploads the site's files"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('public-images', 'podcast-audio', 'drafts') and (select public.is_admin()));

create policy "Admin replaces the site's files"
  on storage.objects for update to authenticated
  using (bucket_id in ('public-images', 'podcast-audio', 'drafts') and (select public.is_admin()))
  with check (bucket_id in ('public-images', 'podcast-audio', 'drafts') and (select public.is_admin()));

create policy "Admin deletes the site's files"
  on storage.objects for delete to authenticated
  using (bucket_id in ('public-images', 'podcast-audio', 'drafts') and (select public.is_admin()));

-- The admin may read the site's buckets' rules (their types and limits, so the editors can say
-- what a bucket takes before an upload, and /system-status can see the buckets are there).
create policy "Admin reads the site's buckets"
  on storage.buckets for select to authenticated
  using (id in ('public-images', 'podcast-audio', 'drafts') and (select public.is_admin()));
