-- The site guide's passages: the product's public content (the kit, the assessments' guidance and
-- frameworks, advisory, the AI-exposure caveats) as the build writes it to dist/site-passages.json,
-- with page links. Signed-in users' assistant answers from them when no model is configured, and
-- grounds a model's answers in them when one is. Only the loader writes them, with the service
-- role, replacing them all at once; the knowledge base will rank its notes with the same search.

create table public.site_passages (
  id bigint generated always as identity primary key,
  title text not null check (length(title) between 1 and 300),
  page_title text not null check (length(page_title) between 1 and 300),
  -- A path of the site and, where the page has one, the heading's anchor.
  url text not null check (url ~ '^/[a-z0-9/-]*(#[A-Za-z0-9_-]+)?$' and length(url) <= 300),
  text text not null check (length(text) between 1 and 5000),
  -- Headings weigh most, then the page's title, then the passage itself.
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', page_title), 'B') ||
    setweight(to_tsvector('english', text), 'C')
  ) stored
);

create index site_passages_search_idx on public.site_passages using gin (search);

alter table public.site_passages enable row level security;
revoke all on table public.site_passages from public, anon, authenticated;
grant select on table public.site_passages to authenticated;
grant select, insert, update, delete on table public.site_passages to service_role;

create policy "Signed-in users read the site's passages"
  on public.site_passages for select to authenticated
  using (true);

-- The question as a full-text query, for every search of the product (these passages now, the
-- knowledge base's notes later: one ranking): its words stemmed, stop words dropped ("How do I
-- start using AI safely at work?" becomes start, use, ai, safe, work), each matched as a prefix of
-- a word, any of them enough (OR). Null for a question of stop words alone, which then matches
-- nothing rather than everything.
create function private.question_query(p_question text)
returns tsquery
language sql immutable set search_path = ''
as $$
  select pg_catalog.to_tsquery('simple'::regconfig, string_agg(words.lexeme || ':*', ' | '))
  from unnest(pg_catalog.to_tsvector('english'::regconfig, left(p_question, 2000))) as words
  where words.lexeme ~ '^[[:alnum:]]+$';
$$;

revoke execute on function private.question_query(text) from public;
grant execute on function private.question_query(text) to authenticated, service_role;

-- The best passages for a question: ts_rank_cd favours passages holding more of its words, close
-- together and in headings.
create function public.search_site_passages(p_question text, p_limit integer default 5)
returns table (title text, page_title text, url text, text text, rank real)
language sql stable security invoker set search_path = ''
as $$
  select passage.title, passage.page_title, passage.url, passage.text,
         pg_catalog.ts_rank_cd(passage.search, question.query) as rank
  from public.site_passages as passage, (select private.question_query(p_question) as query) as question
  where passage.search @@ question.query
  order by rank desc, passage.id
  limit least(greatest(p_limit, 1), 20);
$$;

revoke execute on function public.search_site_passages(text, integer) from public, anon;
grant execute on function public.search_site_passages(text, integer) to authenticated, service_role;

-- The loader's one call: every passage replaced in one transaction, so a reader never meets a
-- half-loaded table. Only the service role runs it (npm run passages:load); the embedded backend
-- calls it at start with the build's file.
create function public.replace_site_passages(p_passages jsonb)
returns integer
language plpgsql security invoker set search_path = ''
as $$
declare
  stored integer;
begin
  if jsonb_typeof(p_passages) <> 'array' then
    raise exception 'Expected the passages as a JSON array; received %.', jsonb_typeof(p_passages) using errcode = '22023';
  end if;
  delete from public.site_passages where true;
  insert into public.site_passages (title, page_title, url, text)
  select passage.title, passage.page_title, passage.url, passage.text
  from jsonb_to_recordset(p_passages) as passage (title text, page_title text, url text, text text);
  get diagnostics stored = row_count;
  return stored;
end;
$$;

revoke execute on function public.replace_site_passages(jsonb) from public, anon, authenticated;
grant execute on function public.replace_site_passages(jsonb) to service_role;
