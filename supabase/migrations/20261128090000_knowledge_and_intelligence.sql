-- What the owner reads and notes: knowledge-base notes, market signals and the feeds they come
-- from, research briefs made of both, and the platform's own roadmap. All of it is private to the
-- admin: no reader, no signed-in user and no page of the build ever reads these tables. The
-- browser cannot set the sample mark or the stamps the database keeps.

-- A tag is one lower-case word without spaces, commas, hashes or quotes (Obsidian's `#area/ai`
-- arrives as `area/ai`). Tags naming an occupational group are `soc-NN`, NN being one of the 22
-- major groups of the AI-exposure data (src/data/ai-exposure/major_groups.csv); the trends hub
-- links them into the jobs data. Immutable so check constraints and the search column can use it.
create function private.valid_tags(p_tags text[]) returns boolean
language sql immutable set search_path = ''
as $$
  select cardinality(p_tags) <= 30
    and array_position(p_tags, null) is null
    and coalesce(bool_and(
      tag ~ '^[^[:space:],#"'']{1,60}$'
      and tag = lower(tag)
      and (tag !~ '^soc-' or tag ~ '^soc-(11|13|15|17|19|21|23|25|27|29|31|33|35|37|39|41|43|45|47|49|51|53)$')
    ), true)
  from unnest(p_tags) as tag;
$$;

create function private.valid_links(p_links text[]) returns boolean
language sql immutable set search_path = ''
as $$
  select cardinality(p_links) <= 20
    and array_position(p_links, null) is null
    and coalesce(bool_and(link ~ '^https?://[^[:space:]]+$' and length(link) <= 2000), true)
  from unnest(p_links) as link;
$$;

-- The tags as words for the search column; array_to_string is only stable, so this wraps it.
create function private.tags_text(p_tags text[]) returns text
language sql immutable set search_path = ''
as $$
  select coalesce(string_agg(replace(replace(tag, '-', ' '), '/', ' '), ' '), '') from unnest(p_tags) as tag;
$$;

-- Pure checks, run as whoever writes a row (the admin, or the service role for a fetcher).
revoke all on function private.valid_tags(text[]), private.valid_links(text[]), private.tags_text(text[]) from public, anon;
grant execute on function private.valid_tags(text[]), private.valid_links(text[]), private.tags_text(text[])
  to authenticated, service_role;

-- A note: Markdown with a title, tags, the links it came from and its dates. Archived notes leave
-- the list and the search but are kept. The search column weighs the title (A) above the tags (B)
-- above the body (C), so a title hit ranks above a body hit.
create table public.kb_notes (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 300),
  body_md text not null default '' check (length(body_md) <= 100000),
  tags text[] not null default '{}' check (private.valid_tags(tags)),
  source_links text[] not null default '{}' check (private.valid_links(source_links)),
  archived_at timestamptz,
  -- Set on insert by an import that read the file's own date; stamped otherwise.
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false,
  search tsvector not null generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A')
    || setweight(to_tsvector('english'::regconfig, private.tags_text(tags)), 'B')
    || setweight(to_tsvector('english'::regconfig, body_md), 'C')
  ) stored
);

-- Without GIN's fast update: the embedded backend has no autovacuum, so its pending list would
-- never be merged and every search would scan up to 4 MB of it. Each write updates the index
-- itself, which a note's save affords.
create index kb_notes_search_idx on public.kb_notes using gin (search) with (fastupdate = off);
create index kb_notes_tags_idx on public.kb_notes using gin (tags);
create index kb_notes_updated_idx on public.kb_notes (updated_at desc) where archived_at is null;
-- The title as the import's duplicate check compares it, so a 500-note import does not scan the
-- table 500 times.
create index kb_notes_title_key_idx on public.kb_notes (lower(btrim(title, E' \t\r\n')));

-- The feeds signals come from, imported from an OPML file. Nothing fetches them on the embedded
-- backend; a fetcher in production stamps last_fetched_at.
create table public.signal_sources (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 300),
  feed_url text not null unique check (feed_url ~ '^https?://[^[:space:]]+$' and length(feed_url) <= 2000),
  site_url text check (site_url ~ '^https?://[^[:space:]]+$' and length(site_url) <= 2000),
  last_fetched_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false
);

-- A market or technology signal. One signal per link: the same article added twice is one signal.
-- A signal imported from a feed keeps the item's guid (or link), so importing the same file
-- twice adds nothing.
create table public.signals (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 300),
  url text unique check (url ~ '^https?://[^[:space:]]+$' and length(url) <= 2000),
  source text not null default '' check (length(source) <= 200),
  summary text not null default '' check (length(summary) <= 5000),
  tags text[] not null default '{}' check (private.valid_tags(tags)),
  strength smallint not null default 3 check (strength between 1 and 5),
  signal_on date not null default current_date,
  feed_item_id text unique check (length(feed_item_id) between 1 and 2000),
  source_id uuid references public.signal_sources (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false
);

create index signals_newest_idx on public.signals (signal_on desc, created_at desc);
create index signals_strongest_idx on public.signals (strength desc, signal_on desc);
create index signals_tags_idx on public.signals using gin (tags);
create index signals_source_idx on public.signals (source_id);

-- A research brief: one Markdown document the owner composes from chosen signals and notes and
-- then edits. A final brief is settled: it changes only after being set back to draft.
create table public.briefs (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 300),
  body_md text not null default '' check (length(body_md) <= 200000),
  status text not null default 'draft' check (status in ('draft', 'final')),
  finalised_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false,
  check ((status = 'final') = (finalised_at is not null))
);

create index briefs_updated_idx on public.briefs (updated_at desc);

-- What a brief is made of, in order: each row is one signal or one note. Deleting the signal or
-- note takes it out of the brief's list; the text already composed stays.
create table public.brief_items (
  id uuid primary key default gen_random_uuid(),
  brief_id uuid not null references public.briefs (id) on delete cascade,
  position integer not null check (position between 0 and 999),
  signal_id uuid references public.signals (id) on delete cascade,
  note_id uuid references public.kb_notes (id) on delete cascade,
  created_at timestamptz not null default now(),
  check ((signal_id is null) <> (note_id is null)),
  unique (brief_id, signal_id),
  unique (brief_id, note_id)
);

create index brief_items_brief_idx on public.brief_items (brief_id, position);
create index brief_items_signal_idx on public.brief_items (signal_id);
create index brief_items_note_idx on public.brief_items (note_id);

-- The platform's own roadmap: a board of idea, planned, doing and done. Position orders the
-- items within their column.
create table public.roadmap_items (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  details text not null default '' check (length(details) <= 5000),
  status text not null default 'idea' check (status in ('idea', 'planned', 'doing', 'done')),
  position integer not null default 0 check (position between 0 and 100000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false
);

create index roadmap_items_board_idx on public.roadmap_items (status, position);

-- A task can come from a signal ("review this signal"); deleting the signal keeps the task.
alter table public.tasks add column signal_id uuid references public.signals (id) on delete set null;
create index tasks_signal_idx on public.tasks (signal_id);
grant insert (signal_id), update (signal_id) on table public.tasks to authenticated;

create function private.stamp_knowledge_row() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function private.stamp_knowledge_row() from public, anon, authenticated;

-- A brief becomes final with its stamp and stays as it was until it is set back to draft; the
-- database keeps the stamp so the browser cannot back-date one.
create function private.settle_brief() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.status = 'final' and new.status = 'final'
     and (new.title, new.body_md) is distinct from (old.title, old.body_md) then
    raise exception 'This brief is final: set it back to draft to change it.' using errcode = 'PT409';
  end if;
  new.finalised_at := case
    when new.status = 'final' and tg_op = 'UPDATE' and old.status = 'final' then old.finalised_at
    when new.status = 'final' then now()
  end;
  return new;
end;
$$;

revoke all on function private.settle_brief() from public, anon, authenticated;

create trigger briefs_settle before insert or update on public.briefs
  for each row execute function private.settle_brief();

-- A final brief's list of sources is settled too. Deleting a signal or a note, or the brief, still
-- takes its rows out: those deletes arrive through the foreign keys' cascade, one trigger deeper.
create function private.settle_brief_items() returns trigger
language plpgsql set search_path = ''
as $$
declare
  brief uuid := case when tg_op = 'DELETE' then old.brief_id else new.brief_id end;
begin
  if pg_trigger_depth() = 1 and (
    exists (select 1 from public.briefs where id = brief and status = 'final')
    or (tg_op = 'UPDATE' and exists (select 1 from public.briefs where id = old.brief_id and status = 'final'))
  ) then
    raise exception 'This brief is final: set it back to draft to change its sources.' using errcode = 'PT409';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.settle_brief_items() from public, anon, authenticated;

create trigger brief_items_settle before insert or update or delete on public.brief_items
  for each row execute function private.settle_brief_items();

-- The owner's columns: everything but the key, the sample mark, the stamps and the search column.
-- A note's created_at may be given on insert (an import keeps the file's date), never changed.
do $$
declare
  knowledge_table text;
  owner_columns text;
  noun text;
begin
  foreach knowledge_table in array array['kb_notes', 'signal_sources', 'signals', 'briefs', 'brief_items', 'roadmap_items'] loop
    noun := initcap(replace(knowledge_table, '_', ' '));
    if knowledge_table <> 'brief_items' then
      execute format('create trigger %I before update on public.%I for each row execute function private.stamp_knowledge_row()',
        knowledge_table || '_stamps', knowledge_table);
    end if;
    execute format('alter table public.%I enable row level security', knowledge_table);
    execute format('revoke all on table public.%I from public, anon, authenticated', knowledge_table);
    select string_agg(quote_ident(column_name), ', ' order by ordinal_position) into owner_columns
    from information_schema.columns
    where table_schema = 'public' and table_name = knowledge_table
      and column_name not in ('id', 'is_sample', 'created_at', 'updated_at', 'search', 'last_fetched_at', 'finalised_at');
    execute format('grant select, delete on table public.%I to authenticated', knowledge_table);
    execute format('grant update (%s) on table public.%I to authenticated', owner_columns, knowledge_table);
    execute format('grant insert (%s) on table public.%I to authenticated',
      owner_columns || case when knowledge_table = 'kb_notes' then ', created_at' else '' end, knowledge_table);
    execute format('grant select, insert, update, delete on table public.%I to service_role', knowledge_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_admin()))',
      noun || ' can be read by the admin', knowledge_table);
    execute format('create policy %I on public.%I for insert to authenticated with check ((select public.is_admin()))',
      noun || ' can be added by the admin', knowledge_table);
    execute format('create policy %I on public.%I for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))',
      noun || ' can be changed by the admin', knowledge_table);
    execute format('create policy %I on public.%I for delete to authenticated using ((select public.is_admin()))',
      noun || ' can be deleted by the admin', knowledge_table);
  end loop;
end;
$$;
