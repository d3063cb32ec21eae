-- What the owner publishes: articles, newsletter issues, the podcast show and its episodes, and the
-- brand content (biography, case studies, books and ideas, talks and media, testimonials). The owner
-- edits these rows in the admin pages; readers never read them here: the build reads the published
-- rows with the service role and prerenders static pages. So only the
-- admin may read or write, and a browser cannot set the sample mark or the stamps the database keeps.

-- A piece moves idea → draft → scheduled → published. A scheduled piece needs its time; the
-- scheduler publishes articles and episodes when it comes. For a newsletter issue, `published`
-- means sent, which only the send itself records; its scheduled time is a plan on the calendar.
create table public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 96),
  title text not null check (length(btrim(title)) between 1 and 200),
  summary text not null default '' check (length(summary) <= 500),
  body_md text not null default '' check (length(body_md) <= 200000),
  cover_image_url text check (length(cover_image_url) <= 2000),
  cover_image_alt text not null default '' check (length(cover_image_alt) <= 300),
  tags text[] not null default '{}' check (cardinality(tags) <= 20),
  status text not null default 'draft' check (status in ('idea', 'draft', 'scheduled', 'published')),
  publish_at timestamptz,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false,
  check (status <> 'scheduled' or publish_at is not null)
);

create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 96),
  subject text not null check (length(btrim(subject)) between 1 and 200),
  preheader text not null default '' check (length(preheader) <= 200),
  body_md text not null default '' check (length(body_md) <= 200000),
  -- The article this issue was made from, when it was; deleting the article keeps the issue.
  article_id uuid references public.articles (id) on delete set null,
  status text not null default 'draft' check (status in ('idea', 'draft', 'scheduled', 'published')),
  publish_at timestamptz,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false,
  check (status <> 'scheduled' or publish_at is not null)
);

-- The show: one row, the feed's channel.
create table public.podcast_show (
  id boolean primary key default true check (id),
  title text not null default '' check (length(title) <= 200),
  description text not null default '' check (length(description) <= 4000),
  author text not null default '' check (length(author) <= 200),
  owner_name text not null default '' check (length(owner_name) <= 200),
  owner_email text not null default '' check (owner_email = '' or (length(owner_email) between 3 and 254 and position('@' in owner_email) > 1)),
  artwork_url text check (length(artwork_url) <= 2000),
  -- Apple Podcasts category and subcategory names, as Apple spells them.
  category text not null default '' check (length(category) <= 100),
  subcategory text not null default '' check (length(subcategory) <= 100),
  language text not null default 'en' check (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$'),
  explicit boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Transcript cues are [{start, end, text}] in seconds; chapters are [{start, title}]. The build
-- writes them as the WebVTT and JSON chapters files the feed and the player point to.
create table public.podcast_episodes (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 96),
  title text not null check (length(btrim(title)) between 1 and 200),
  summary text not null default '' check (length(summary) <= 500),
  notes_md text not null default '' check (length(notes_md) <= 100000),
  -- The audio object in the podcast-audio bucket, its public address, type, size and length.
  audio_path text check (length(audio_path) <= 1000),
  audio_url text check (length(audio_url) <= 2000),
  audio_type text check (audio_type ~ '^audio/[a-z0-9.+-]+$'),
  audio_bytes bigint check (audio_bytes > 0),
  duration_seconds numeric(10, 3) check (duration_seconds > 0),
  transcript_cues jsonb not null default '[]' check (jsonb_typeof(transcript_cues) = 'array'),
  chapters jsonb not null default '[]' check (jsonb_typeof(chapters) = 'array'),
  season integer check (season > 0),
  episode_number integer check (episode_number > 0),
  episode_type text not null default 'full' check (episode_type in ('full', 'trailer', 'bonus')),
  -- Null: as the show says.
  explicit boolean,
  status text not null default 'draft' check (status in ('idea', 'draft', 'scheduled', 'published')),
  publish_at timestamptz,
  published_at timestamptz,
  -- The feed's guid: set once, never changed, so podcast apps never list an episode twice.
  guid uuid not null unique default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false,
  check (status <> 'scheduled' or publish_at is not null),
  -- An episode cannot be published without its audio.
  check (status <> 'published' or (audio_url is not null and audio_type is not null and audio_bytes is not null and duration_seconds is not null))
);

-- The biography: one row.
create table public.brand_profile (
  id boolean primary key default true check (id),
  name text not null default '' check (length(name) <= 200),
  headline text not null default '' check (length(headline) <= 300),
  biography_md text not null default '' check (length(biography_md) <= 20000),
  photo_url text check (length(photo_url) <= 2000),
  photo_alt text not null default '' check (length(photo_alt) <= 300),
  published boolean not null default false,
  updated_at timestamptz not null default now()
);

-- Brand items are published or not; `featured` picks what /advisory shows; `sort_order` orders lists.
create table public.case_studies (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 96),
  title text not null check (length(btrim(title)) between 1 and 200),
  client text not null default '' check (length(client) <= 200),
  summary text not null default '' check (length(summary) <= 500),
  body_md text not null default '' check (length(body_md) <= 50000),
  outcome text not null default '' check (length(outcome) <= 500),
  image_url text check (length(image_url) <= 2000),
  image_alt text not null default '' check (length(image_alt) <= 300),
  featured boolean not null default false,
  published boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false
);

create table public.books_ideas (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('book', 'idea')),
  title text not null check (length(btrim(title)) between 1 and 200),
  summary text not null default '' check (length(summary) <= 2000),
  link_url text check (link_url ~ '^https?://' and length(link_url) <= 2000),
  cover_url text check (length(cover_url) <= 2000),
  cover_alt text not null default '' check (length(cover_alt) <= 300),
  year integer check (year between 1900 and 2200),
  published boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false
);

create table public.talks (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('talk', 'media')),
  title text not null check (length(btrim(title)) between 1 and 200),
  -- The event for a talk, the outlet for a media appearance.
  venue text not null default '' check (length(venue) <= 200),
  happened_on date,
  link_url text check (link_url ~ '^https?://' and length(link_url) <= 2000),
  summary text not null default '' check (length(summary) <= 2000),
  published boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false
);

create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  quote text not null check (length(btrim(quote)) between 1 and 1000),
  person text not null check (length(btrim(person)) between 1 and 200),
  -- Their role and organisation, as they agreed to be named.
  role text not null default '' check (length(role) <= 200),
  featured boolean not null default false,
  published boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false
);

create index articles_status_idx on public.articles (status, publish_at);
create index newsletter_issues_status_idx on public.newsletter_issues (status, publish_at);
create index podcast_episodes_status_idx on public.podcast_episodes (status, publish_at);
create index newsletter_issues_article_idx on public.newsletter_issues (article_id);

-- The stamps the database keeps: updated_at on every change, and published_at the first time a
-- piece is published (its scheduled time when the scheduler publishes it), unless the owner gave one.
create function private.stamp_content_row() returns trigger
language plpgsql set search_path = ''
as $$
declare
  -- Read as jsonb: the brand tables have no status, and plpgsql cannot name a field a row lacks.
  fields jsonb := to_jsonb(new);
begin
  new.updated_at := now();
  if fields ->> 'status' = 'published' and fields ? 'published_at' and fields ->> 'published_at' is null then
    new := jsonb_populate_record(new, jsonb_build_object(
      'published_at', least(coalesce((fields ->> 'publish_at')::timestamptz, now()), now())));
  end if;
  return new;
end;
$$;

revoke all on function private.stamp_content_row() from public, anon, authenticated;

-- The owner's columns: everything but the key, the sample mark, the stamps and the feed's guid.
-- The show and the biography are one row each, made here: the owner changes it, never adds or
-- removes one.
insert into public.podcast_show default values;
insert into public.brand_profile default values;

do $$
declare
  content_table text;
  owner_columns text;
  noun text;
  one_row boolean;
begin
  foreach content_table in array array[
    'articles', 'newsletter_issues', 'podcast_show', 'podcast_episodes', 'brand_profile',
    'case_studies', 'books_ideas', 'talks', 'testimonials'
  ] loop
    noun := initcap(replace(content_table, '_', ' '));
    one_row := content_table in ('podcast_show', 'brand_profile');
    execute format('create trigger %I before insert or update on public.%I for each row execute function private.stamp_content_row()',
      content_table || '_stamps', content_table);
    execute format('alter table public.%I enable row level security', content_table);
    execute format('revoke all on table public.%I from public, anon, authenticated', content_table);
    select string_agg(quote_ident(column_name), ', ' order by ordinal_position) into owner_columns
    from information_schema.columns
    where table_schema = 'public' and table_name = content_table
      and column_name not in ('id', 'is_sample', 'created_at', 'updated_at', 'guid');
    execute format('grant select on table public.%I to authenticated', content_table);
    execute format('grant update (%s) on table public.%I to authenticated', owner_columns, content_table);
    execute format('grant select, insert, update, delete on table public.%I to service_role', content_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_admin()))',
      noun || ' can be read by the admin', content_table);
    execute format('create policy %I on public.%I for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))',
      noun || ' can be changed by the admin', content_table);
    if not one_row then
      execute format('grant insert (%s), delete on table public.%I to authenticated', owner_columns, content_table);
      execute format('create policy %I on public.%I for insert to authenticated with check ((select public.is_admin()))',
        noun || ' can be added by the admin', content_table);
      execute format('create policy %I on public.%I for delete to authenticated using ((select public.is_admin()))',
        noun || ' can be deleted by the admin', content_table);
    end if;
  end loop;
end;
$$;
