-- The image studio: every image the owner makes (from a brand template, from a prompt to the image
-- model, or from an uploaded picture cropped to a size) is kept with what made it, its file in the
-- private drafts bucket. Attaching one copies its file to the public images (the browser does that,
-- under the admin's storage policies) and points an article, an episode or the show at it, with its
-- alt text, in one transaction. The admin alone reads or writes any of it.

create table public.studio_images (
  id uuid primary key default gen_random_uuid(),
  source text not null check (source in ('template', 'prompt', 'upload')),
  template text check (template in ('article-card', 'quote-card', 'podcast-cover', 'episode-card')),
  prompt text check (length(btrim(prompt)) between 1 and 4000),
  -- What the template or the model was given (title, colours, preset…), to make the image again.
  inputs jsonb not null default '{}' check (jsonb_typeof(inputs) = 'object' and octet_length(inputs::text) <= 20000),
  -- The provider and model that drew a prompt's image.
  model text check (length(model) <= 200),
  width integer not null check (width between 16 and 4096),
  height integer not null check (height between 16 and 4096),
  mime_type text not null check (mime_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes integer not null check (bytes between 1 and 10485760),
  draft_path text not null unique check (draft_path ~ '^studio/[a-z0-9-]+\.(png|jpg|webp)$'),
  alt text not null default '' check (length(alt) <= 300),
  public_url text check (length(public_url) <= 2000),
  -- Where it is used: [{target, id, at}], newest last.
  attached_to jsonb not null default '[]' check (jsonb_typeof(attached_to) = 'array'),
  created_at timestamptz not null default now(),
  is_sample boolean not null default false,
  check (source <> 'template' or template is not null),
  check (source <> 'prompt' or prompt is not null)
);

create index studio_images_newest_idx on public.studio_images (created_at desc);

alter table public.studio_images enable row level security;
revoke all on table public.studio_images from public, anon, authenticated;
grant select, delete on table public.studio_images to authenticated;
grant insert (id, source, template, prompt, inputs, model, width, height, mime_type, bytes, draft_path, alt)
  on table public.studio_images to authenticated;
grant update (alt, public_url, attached_to) on table public.studio_images to authenticated;
grant select, insert, update, delete on table public.studio_images to service_role;

create policy "Studio images can be read by the admin"
  on public.studio_images for select to authenticated using ((select public.is_admin()));
create policy "Studio images can be added by the admin"
  on public.studio_images for insert to authenticated with check ((select public.is_admin()));
create policy "Studio images can be changed by the admin"
  on public.studio_images for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Studio images can be deleted by the admin"
  on public.studio_images for delete to authenticated using ((select public.is_admin()));

-- A piece's own share image, with its size and alt text: the page's card prefers it to the drawn one.
-- An episode's is also its artwork in the feed when it is square and of the size Apple takes.
alter table public.articles
  add column share_image_url text check (length(share_image_url) <= 2000),
  add column share_image_alt text not null default '' check (length(share_image_alt) <= 300),
  add column share_image_width integer check (share_image_width between 16 and 4096),
  add column share_image_height integer check (share_image_height between 16 and 4096);
alter table public.podcast_episodes
  add column share_image_url text check (length(share_image_url) <= 2000),
  add column share_image_alt text not null default '' check (length(share_image_alt) <= 300),
  add column share_image_width integer check (share_image_width between 16 and 4096),
  add column share_image_height integer check (share_image_height between 16 and 4096);
alter table public.podcast_show
  add column artwork_alt text not null default '' check (length(artwork_alt) <= 300);

grant insert (share_image_url, share_image_alt, share_image_width, share_image_height),
  update (share_image_url, share_image_alt, share_image_width, share_image_height)
  on table public.articles, public.podcast_episodes to authenticated;
grant update (artwork_alt) on table public.podcast_show to authenticated;

-- Attaches a studio image, already copied to the public images at p_public_url, in one step:
-- p_target 'article-share' (the article's share image), 'article-hero' (its cover), 'episode' (the
-- episode's share image) or 'show' (the podcast's artwork, which Apple takes only square, from 1400
-- to 3000 pixels, JPEG or PNG). The alt text is required: an image is never used without it. Runs as
-- the caller: the admin alone. Answers {target, id} of what now shows the image.
create function public.attach_studio_image(p_image uuid, p_target text, p_target_id uuid, p_public_url text, p_alt text)
returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  image public.studio_images;
  alt_text text := btrim(coalesce(p_alt, ''));
begin
  perform private.require_admin('The image studio');
  if alt_text = '' then
    raise exception 'Write the image''s alt text before using it: it is what a screen reader says instead.' using errcode = '22023';
  end if;
  if length(alt_text) > 300 then
    raise exception 'Keep the alt text within 300 characters; it has %.', length(alt_text) using errcode = '22023';
  end if;
  if p_target is null or p_target not in ('article-share', 'article-hero', 'episode', 'show') then
    raise exception 'Unknown place "%": expected article-share, article-hero, episode or show.', coalesce(p_target, 'none')
      using errcode = '22023';
  end if;
  if p_public_url is null or p_public_url !~ '^https?://[^\s"<>]+/storage/v1/object/public/public-images/studio/[a-z0-9-]+\.(png|jpg|webp)$' then
    raise exception 'Expected the image''s address in the public images (…/public-images/studio/<file>); received "%".',
      left(coalesce(p_public_url, 'none'), 120) using errcode = '22023';
  end if;
  select * into image from public.studio_images as s where s.id = p_image for update;
  if not found then
    raise exception 'That image is no longer in the studio''s history.' using errcode = 'P0002';
  end if;
  if p_target = 'show' and (image.width <> image.height or image.width not between 1400 and 3000
      or image.mime_type not in ('image/jpeg', 'image/png')) then
    raise exception 'The show''s artwork must be a square JPEG or PNG from 1400 to 3000 pixels; this image is % × % (%).',
      image.width, image.height, image.mime_type using errcode = '22023';
  end if;

  if p_target = 'show' then
    update public.podcast_show set artwork_url = p_public_url, artwork_alt = alt_text;
  elsif p_target = 'episode' then
    update public.podcast_episodes as e
      set share_image_url = p_public_url, share_image_alt = alt_text, share_image_width = image.width, share_image_height = image.height
      where e.id = p_target_id;
  elsif p_target = 'article-share' then
    update public.articles as a
      set share_image_url = p_public_url, share_image_alt = alt_text, share_image_width = image.width, share_image_height = image.height
      where a.id = p_target_id;
  else
    update public.articles as a set cover_image_url = p_public_url, cover_image_alt = alt_text where a.id = p_target_id;
  end if;
  if not found then
    raise exception 'That % is no longer there.', case when p_target = 'episode' then 'episode' else 'article' end
      using errcode = 'P0002';
  end if;

  update public.studio_images as s
    set alt = alt_text, public_url = p_public_url,
      attached_to = s.attached_to || jsonb_build_array(jsonb_build_object('target', p_target, 'id', p_target_id, 'at', now()))
    where s.id = p_image;
  return jsonb_build_object('target', p_target, 'id', p_target_id);
end;
$$;

revoke all on function public.attach_studio_image(uuid, text, uuid, text, text) from public, anon;
grant execute on function public.attach_studio_image(uuid, text, uuid, text, text) to authenticated;
