-- Searching the knowledge base as a person types. Each word finds the words it begins ("pilot gov"
-- is pilot:* & gov:*, so "gov" finds "governance", which websearch_to_tsquery alone would not); a
-- quoted phrase must appear as written; -word and -"phrase" leave out the notes holding them. The
-- query is built from cleaned words, never parsed as tsquery syntax, so no input can make it fail.
-- The same SQL runs on the embedded backend and on Supabase.
--
-- - Ranking in tiers: every word in the title ranks first, every word in the tags next, then the
--   rest by ts_rank_cd (normalised below 1, so it only orders within a tier). ts_rank_cd alone
--   adds up every occurrence, so a body naming a word six times would outrank a title.
-- - A word of one letter is left out: "p" alone matches every note; the list stays newest first
--   until a second letter.
-- - Security definer, after the admin check: under RLS the planner may not use the search index
--   (`@@` is not leakproof, so it must not run before the policy), and every search would read
--   every note, 150 ms for a word no note holds in 20,000. The admin may read every note anyway;
--   the functions refuse everyone else before reading anything.
-- - Bounded work: at most 100 matches of a search are counted and ranked. `total` is exact up to
--   100 and 101 means more; when more match, the newest 100 of them are ranked. Counting and
--   ranking every match of "pi" took seconds over 20,000 notes. The list without a search is
--   counted whole.
-- - The highlight marks U+E000 and U+E001 are taken out of the text before ts_headline adds its
--   own, so a note holding those characters cannot fake a highlight; a note of 240 characters or
--   fewer is its own snippet, whole (fragments would cut its first and last words).

create function private.kb_query(p_text text) returns tsquery
language plpgsql immutable set search_path = ''
as $$
declare
  -- A search box, not a document: the first 300 characters and 16 terms are plenty.
  input text := left(coalesce(p_text, ''), 300);
  built tsquery;
  part tsquery;
  phrase text;
  word text;
  piece text;
  negated boolean;
  terms integer := 0;
begin
  for phrase, negated in
    select match[2], match[1] = '-' from regexp_matches(input, '(-?)"([^"]*)"', 'g') as match
  loop
    exit when terms >= 16;
    part := phraseto_tsquery('english', phrase);
    continue when numnode(part) = 0;
    if negated then part := !! part; end if;
    built := case when built is null then part else built && part end;
    terms := terms + 1;
  end loop;
  input := replace(regexp_replace(input, '-?"[^"]*"', ' ', 'g'), '"', ' ');

  foreach word in array regexp_split_to_array(btrim(input), '[[:space:]]+') loop
    exit when terms >= 16;
    negated := word ~ '^-.';
    foreach piece in array regexp_split_to_array(regexp_replace(word, '[-&|!():*<>''\\]+', ' ', 'g'), '[[:space:]]+') loop
      -- One letter is the start of every other word: as the owner types the first letter, the
      -- list stays as it is (newest first) rather than ranking every note.
      continue when piece = '' or (length(piece) = 1 and piece !~ '[[:digit:]]');
      part := case when negated
        then to_tsquery('english', '''' || piece || '''')
        else to_tsquery('english', '''' || piece || ''':*') end;
      continue when numnode(part) = 0;
      if negated then part := !! part; end if;
      built := case when built is null then part else built && part end;
      terms := terms + 1;
    end loop;
  end loop;
  return built;
end;
$$;

revoke all on function private.kb_query(text) from public, anon;
grant execute on function private.kb_query(text) to authenticated;

-- The text ts_headline is given: the highlight marks removed, so only the search puts them.
create function private.kb_unmarked(p_text text) returns text
language sql immutable set search_path = ''
as $$
  select translate(p_text, chr(57344) || chr(57345), '');
$$;

revoke all on function private.kb_unmarked(text) from public, anon;
grant execute on function private.kb_unmarked(text) to authenticated;

-- One page of notes: ranked by the query when there is one, newest first when there is none;
-- filtered by tag ('' is none) and by archived or not. The snippet and the title come with the
-- matched words between U+E000 and U+E001, which the page turns into highlights: the notes are
-- Markdown written by anyone who sent a file, so the marks are never HTML. `total` counts the
-- matches for paging (see above for its cap).
create function public.search_kb_notes(
  p_query text default '',
  p_tag text default null,
  p_archived boolean default false,
  p_limit integer default 20,
  p_offset integer default 0
)
returns table (
  id uuid,
  title text,
  title_highlighted text,
  snippet text,
  tags text[],
  source_links text[],
  created_at timestamptz,
  updated_at timestamptz,
  archived_at timestamptz,
  is_sample boolean,
  rank real,
  total bigint
)
language plpgsql stable security definer set search_path = ''
as $$
declare
  wanted tsquery := private.kb_query(p_query);
  tag text := nullif(lower(btrim(coalesce(p_tag, ''))), '');
  -- The most notes one search ranks, and counts: `total` is exact up to it and one more past it
  -- ("over 100": four pages of 25, more than anyone pages through while typing; 200 put a phrase
  -- search over 20,000 notes past 50 ms).
  capped constant integer := 100;
  counted bigint;
  marks constant text := 'StartSel=' || chr(57344) || ', StopSel=' || chr(57345);
begin
  perform private.require_admin('The knowledge base');
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'A page holds 1 to 100 notes, not %.', coalesce(p_limit::text, 'none') using errcode = '22023';
  end if;
  if p_offset is null or p_offset not between 0 and 1000000 then
    raise exception 'The offset must be 0 or more, not %.', coalesce(p_offset::text, 'none') using errcode = '22023';
  end if;
  -- How many notes match, counted up to one past the cap: counting every match of "pi" in
  -- 20,000 notes took longer than the search may.
  -- Two statements rather than `wanted is null or …`, which would keep a generic plan off the
  -- search index.
  if wanted is null then
    -- The list without a search is counted whole: it pages through every note, and counting
    -- rows read from an index costs a few milliseconds even over 20,000 notes.
    select count(*) into counted from public.kb_notes as note
    where (tag is null or note.tags @> array[tag])
      and (note.archived_at is not null) = coalesce(p_archived, false);
  else
    select count(*) into counted from (
      select 1 from public.kb_notes as note
      where note.search @@ wanted
        and (tag is null or note.tags @> array[tag])
        and (note.archived_at is not null) = coalesce(p_archived, false)
      limit capped + 1
    ) as found;
  end if;
  if wanted is null then
    -- Nothing to search for: the newest first, straight from the index on updated_at.
    return query
    select note.id, note.title, note.title, left(note.body_md, 240), note.tags, note.source_links,
      note.created_at, note.updated_at, note.archived_at, note.is_sample, 0::real, counted
    from public.kb_notes as note
    where (tag is null or note.tags @> array[tag])
      and (note.archived_at is not null) = coalesce(p_archived, false)
    order by note.updated_at desc, note.id
    limit p_limit offset p_offset;
    return;
  end if;
  return query
  with candidates as materialized (
    -- At most `capped` notes are ranked. When more match (the first letters of a common word),
    -- they are the newest ones, read from the index on updated_at: the `is true` keeps the
    -- planner from collecting every match through the search index first.
    select note.* from public.kb_notes as note
    where counted > capped and (note.search @@ wanted) is true
      and (tag is null or note.tags @> array[tag])
      and (note.archived_at is not null) = coalesce(p_archived, false)
    order by note.updated_at desc
    limit capped
  ), every_match as materialized (
    select note.* from public.kb_notes as note
    where counted <= capped and note.search @@ wanted
      and (tag is null or note.tags @> array[tag])
      and (note.archived_at is not null) = coalesce(p_archived, false)
  ), matched as (
    select note.id, note.title, note.body_md, note.tags, note.source_links, note.created_at,
      note.updated_at, note.archived_at, note.is_sample,
      ((case
          when ts_filter(note.search, '{a}') @@ wanted then 2
          when ts_filter(note.search, '{b}') @@ wanted then 1
          else 0
        end)
        + ts_rank_cd('{0.05, 0.2, 0.4, 1.0}', note.search, wanted, 32))::real as note_rank
    from (select * from candidates union all select * from every_match) as note
    order by note_rank desc, note.updated_at desc, note.id
    limit p_limit offset p_offset
  )
  select m.id, m.title,
    ts_headline('english', private.kb_unmarked(m.title), wanted, marks || ', HighlightAll=true'),
    -- A short note is shown whole (fragments would cut its first and last words); a long one by
    -- the two best fragments around the words found.
    ts_headline('english', private.kb_unmarked(m.body_md), wanted, marks || case
      when length(m.body_md) <= 240 then ', HighlightAll=true'
      else ', MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … "' end),
    m.tags, m.source_links, m.created_at, m.updated_at, m.archived_at, m.is_sample,
    m.note_rank, counted
  from matched as m
  order by m.note_rank desc, m.updated_at desc, m.id;
end;
$$;

revoke all on function public.search_kb_notes(text, text, boolean, integer, integer) from public, anon;
grant execute on function public.search_kb_notes(text, text, boolean, integer, integer) to authenticated;

-- Every tag of the notes that are not archived, with how many notes carry it, for the tag filter.
create function public.kb_note_tags()
returns table (tag text, notes bigint)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform private.require_admin('The knowledge base');
  return query
  select note_tag, count(*) from public.kb_notes as note, unnest(note.tags) as note_tag
  where note.archived_at is null
  group by note_tag order by count(*) desc, note_tag;
end;
$$;

revoke all on function public.kb_note_tags() from public, anon;
grant execute on function public.kb_note_tags() to authenticated;

-- Why a note was refused, in the words the owner can act on; the database's own message otherwise.
create function private.kb_note_refusal(p_note jsonb) returns text
language plpgsql immutable set search_path = ''
as $$
declare
  tag text;
  link text;
begin
  if jsonb_typeof(p_note) is distinct from 'object' then
    return 'Each note is an object with a title and a body.';
  end if;
  if length(btrim(coalesce(p_note ->> 'title', ''), E' \t\r\n')) = 0 then
    return 'The note has no title.';
  end if;
  if length(btrim(p_note ->> 'title')) > 300 then
    return 'The title is longer than 300 characters.';
  end if;
  if length(coalesce(p_note ->> 'body_md', '')) > 100000 then
    return 'The note is longer than 100,000 characters.';
  end if;
  if p_note ? 'tags' and jsonb_typeof(p_note -> 'tags') not in ('array', 'null') then
    return 'The tags are not a list.';
  end if;
  if jsonb_typeof(p_note -> 'tags') = 'array' then
    for tag in select value #>> '{}' from jsonb_array_elements(p_note -> 'tags') loop
      if not coalesce(private.valid_tags(array[tag]), false) then
        return format('The tag "%s" is not one lower-case word without spaces, commas, # or quotes (soc-NN must name an occupational group).', left(coalesce(tag, ''), 60));
      end if;
    end loop;
    if jsonb_array_length(p_note -> 'tags') > 30 then
      return 'A note has at most 30 tags.';
    end if;
  end if;
  if p_note ? 'source_links' and jsonb_typeof(p_note -> 'source_links') not in ('array', 'null') then
    return 'The source links are not a list.';
  end if;
  if jsonb_typeof(p_note -> 'source_links') = 'array' then
    for link in select value #>> '{}' from jsonb_array_elements(p_note -> 'source_links') loop
      if not coalesce(private.valid_links(array[link]), false) then
        return format('The source link "%s" is not an http or https address.', left(coalesce(link, ''), 200));
      end if;
    end loop;
    if jsonb_array_length(p_note -> 'source_links') > 20 then
      return 'A note has at most 20 source links.';
    end if;
  end if;
  return null;
end;
$$;

revoke all on function private.kb_note_refusal(jsonb) from public, anon;
grant execute on function private.kb_note_refusal(jsonb) to authenticated;

-- Imports notes read from Markdown files, one by one: a note with the same title and text as one
-- already kept (or earlier in the same import), a final line break aside, is a duplicate and is
-- skipped, so sending the same files twice adds nothing; a note the table would refuse is reported
-- with the reason in words while the others are still imported. Answers one outcome per note, in order: {outcome: imported|duplicate|refused,
-- id?, message?}. Serialised, so two imports of the same files at once still add each note once.
create function public.import_kb_notes(p_notes jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  note jsonb;
  outcomes jsonb := '[]'::jsonb;
  existing uuid;
  added uuid;
  refusal text;
  written timestamptz;
begin
  perform private.require_admin('Importing notes');
  if jsonb_typeof(p_notes) is distinct from 'array' or jsonb_array_length(p_notes) not between 1 and 500 then
    raise exception 'An import is a list of 1 to 500 notes.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.import_kb_notes'));
  for note in select value from jsonb_array_elements(p_notes) loop
    refusal := private.kb_note_refusal(note);
    if refusal is not null then
      outcomes := outcomes || jsonb_build_object('outcome', 'refused', 'message', refusal);
      continue;
    end if;
    begin
      written := (note ->> 'created_at')::timestamptz;
    exception when others then
      outcomes := outcomes || jsonb_build_object('outcome', 'refused',
        'message', format('The date "%s" is not a date.', left(note ->> 'created_at', 60)));
      continue;
    end;
    begin
      select n.id into existing from public.kb_notes as n
      where lower(btrim(n.title, E' \t\r\n')) = lower(btrim(note ->> 'title', E' \t\r\n'))
        and btrim(n.body_md, E' \t\r\n') = btrim(coalesce(note ->> 'body_md', ''), E' \t\r\n')
      limit 1;
      if existing is not null then
        outcomes := outcomes || jsonb_build_object('outcome', 'duplicate', 'id', existing);
      else
        insert into public.kb_notes (title, body_md, tags, source_links, created_at)
        values (
          note ->> 'title',
          coalesce(note ->> 'body_md', ''),
          coalesce(array(select jsonb_array_elements_text(note -> 'tags') where jsonb_typeof(note -> 'tags') = 'array'), '{}'),
          coalesce(array(select jsonb_array_elements_text(note -> 'source_links') where jsonb_typeof(note -> 'source_links') = 'array'), '{}'),
          coalesce(written, now())
        )
        returning id into added;
        outcomes := outcomes || jsonb_build_object('outcome', 'imported', 'id', added);
      end if;
    exception when others then
      outcomes := outcomes || jsonb_build_object('outcome', 'refused', 'message', sqlerrm);
    end;
  end loop;
  return outcomes;
end;
$$;

revoke all on function public.import_kb_notes(jsonb) from public, anon;
grant execute on function public.import_kb_notes(jsonb) to authenticated;

-- The passages of the owner's notes that answer a question, for the admin's AI chat: the same
-- question query as the site's passages (any of its telling words, as prefixes), the notes ranked
-- like the search (title, then tags, then body), archived notes left out, and from each the part
-- of its text around the words found, plain (no marks). Admin only: the signed-in users'
-- assistant reads the site's passages alone and never calls this.
create function public.kb_passages_for(p_question text, p_limit integer default 3)
returns table (id uuid, title text, passage text, rank real)
language plpgsql stable security definer set search_path = ''
as $$
declare
  wanted tsquery := private.question_query(p_question);
begin
  perform private.require_admin('The knowledge base');
  if wanted is null then
    return;
  end if;
  return query
  with best as (
    select note.id, note.title, note.body_md,
      ts_rank_cd('{0.05, 0.2, 0.4, 1.0}', note.search, wanted, 32)::real as note_rank
    from public.kb_notes as note
    where note.search @@ wanted and note.archived_at is null
    order by note_rank desc, note.updated_at desc, note.id
    limit least(greatest(coalesce(p_limit, 3), 1), 10)
  )
  select best.id, best.title,
    -- A short note is its own passage, whole; a long one gives the fragments around the words found.
    case when length(best.body_md) <= 600 then private.kb_unmarked(best.body_md)
      else ts_headline('english', private.kb_unmarked(best.body_md), wanted,
        'StartSel="", StopSel="", MaxFragments=2, MaxWords=60, MinWords=30, FragmentDelimiter=" … "') end,
    best.note_rank
  from best
  order by best.note_rank desc, best.id;
end;
$$;

revoke all on function public.kb_passages_for(text, integer) from public, anon;
grant execute on function public.kb_passages_for(text, integer) to authenticated;
