-- Searching the knowledge base as a person types. Each word finds the words it begins ("pilot gov"
-- is pilot:* & gov:*, so "gov" finds "governance", which websearch_to_tsquery alone would not); a
-- quoted phrase must appear as written; -word leaves out the notes holding that word. The query is
-- built from cleaned words, never parsed as tsquery syntax, so no input can make it fail. The same
-- SQL runs on the embedded backend and on Supabase.

-- Characters with a meaning in tsquery syntax; a word is split at them, so what is left can be
-- quoted as a lexeme safely.
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
      continue when piece = '';
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

-- One page of notes: ranked by the query when there is one (title above tags above body), newest
-- first when there is none; filtered by tag and by archived or not. The snippet and the title come
-- with the matched words between U+E000 and U+E001, which the page turns into highlights: the
-- notes are Markdown written by anyone who sent a file, so the markers are never HTML. `total`
-- counts every match, for paging. Runs as the caller, and only for the admin.
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
language plpgsql stable security invoker set search_path = ''
as $$
declare
  wanted tsquery := private.kb_query(p_query);
  marks constant text := 'StartSel=' || chr(57344) || ', StopSel=' || chr(57345);
begin
  perform private.require_admin('The knowledge base');
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'A page holds 1 to 100 notes, not %.', coalesce(p_limit::text, 'none') using errcode = '22023';
  end if;
  if p_offset is null or p_offset not between 0 and 1000000 then
    raise exception 'The offset must be 0 or more, not %.', coalesce(p_offset::text, 'none') using errcode = '22023';
  end if;
  return query
  with matched as (
    select note.*,
      case when wanted is null then 0::real else ts_rank_cd('{0.05, 0.2, 0.4, 1.0}', note.search, wanted) end as note_rank,
      count(*) over () as match_count
    from public.kb_notes as note
    where (wanted is null or note.search @@ wanted)
      and (p_tag is null or note.tags @> array[lower(p_tag)])
      and (note.archived_at is not null) = coalesce(p_archived, false)
    order by note_rank desc, note.updated_at desc, note.id
    limit p_limit offset p_offset
  )
  select m.id, m.title,
    case when wanted is null then m.title
      else ts_headline('english', m.title, wanted, marks || ', HighlightAll=true') end,
    case when wanted is null then left(m.body_md, 240)
      else ts_headline('english', m.body_md, wanted,
        marks || ', MaxFragments=2, MaxWords=24, MinWords=8, FragmentDelimiter=" … "') end,
    m.tags, m.source_links, m.created_at, m.updated_at, m.archived_at, m.is_sample,
    m.note_rank, m.match_count
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

-- Imports notes read from Markdown files, one by one: a note with the same title and text as one
-- already kept (or earlier in the same import) is a duplicate and is skipped, so sending the same
-- files twice adds nothing; a note the table refuses is reported with the reason while the others
-- are still imported. Answers one outcome per note, in order: {outcome: imported|duplicate|refused,
-- id?, message?}. Serialised, so two imports of the same files at once still add each note once.
create function public.import_kb_notes(p_notes jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  note jsonb;
  outcomes jsonb := '[]'::jsonb;
  existing uuid;
  added uuid;
begin
  perform private.require_admin('Importing notes');
  if jsonb_typeof(p_notes) is distinct from 'array' or jsonb_array_length(p_notes) not between 1 and 500 then
    raise exception 'An import is a list of 1 to 500 notes.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.import_kb_notes'));
  for note in select value from jsonb_array_elements(p_notes) loop
    begin
      if jsonb_typeof(note) is distinct from 'object' then
        raise exception 'Each note is an object with a title and a body.' using errcode = '22023';
      end if;
      select n.id into existing from public.kb_notes as n
      where lower(btrim(n.title)) = lower(btrim(note ->> 'title'))
        and btrim(n.body_md) = btrim(coalesce(note ->> 'body_md', ''))
      limit 1;
      if existing is not null then
        outcomes := outcomes || jsonb_build_object('outcome', 'duplicate', 'id', existing);
      else
        insert into public.kb_notes (title, body_md, tags, source_links, created_at)
        values (
          note ->> 'title',
          coalesce(note ->> 'body_md', ''),
          coalesce(array(select jsonb_array_elements_text(note -> 'tags')), '{}'),
          coalesce(array(select jsonb_array_elements_text(note -> 'source_links')), '{}'),
          coalesce((note ->> 'created_at')::timestamptz, now())
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
