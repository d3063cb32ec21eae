-- The published pieces a build could not render (its Markdown made the renderer fail, say): the
-- build leaves them out and publishes the rest of the site, and the row names each one with its
-- page and the reason, so that piece's editor can say why it is not on the site. Written by the
-- embedded backend's rebuilder; a production build says the same in the host's build log.
alter table public.site_builds
  add column skipped jsonb not null default '[]'::jsonb
    check (case when jsonb_typeof(skipped) = 'array' then jsonb_array_length(skipped) <= 1000 and length(skipped::text) <= 200000 else false end);
