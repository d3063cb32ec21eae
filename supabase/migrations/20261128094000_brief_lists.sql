-- What the briefs tool lists. The briefs with how many signals and notes each gathers, counted
-- here rather than by downloading every item; and the signals the owner may add to a brief, found
-- by words of their title and by one tag (which the REST filters of the embedded backend cannot
-- express on an array). Both run as the caller, and only for the admin.

create function public.brief_summaries()
returns table (
  id uuid,
  title text,
  status text,
  finalised_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  is_sample boolean,
  items bigint
)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform private.require_admin('The research briefs');
  return query
  select brief.id, brief.title, brief.status, brief.finalised_at, brief.created_at, brief.updated_at, brief.is_sample,
    (select count(*) from public.brief_items as item where item.brief_id = brief.id)
  from public.briefs as brief
  order by brief.updated_at desc, brief.id;
end;
$$;

revoke all on function public.brief_summaries() from public, anon;
grant execute on function public.brief_summaries() to authenticated;

-- Every word typed must appear in the title (in any order, case and accents as typed); the tag,
-- when given, must be one of the signal's. Newest first.
create function public.brief_signal_choices(p_query text default '', p_tag text default null, p_limit integer default 20)
returns table (
  id uuid,
  title text,
  url text,
  source text,
  tags text[],
  strength smallint,
  signal_on date
)
language plpgsql stable security invoker set search_path = ''
as $$
declare
  words text[] := array(
    select word from regexp_split_to_table(btrim(left(coalesce(p_query, ''), 300)), '[[:space:]]+') as word where word <> ''
  );
begin
  perform private.require_admin('The research briefs');
  if p_limit is null or p_limit not between 1 and 100 then
    raise exception 'A page holds 1 to 100 signals, not %.', coalesce(p_limit::text, 'none') using errcode = '22023';
  end if;
  return query
  select s.id, s.title, s.url, s.source, s.tags, s.strength, s.signal_on
  from public.signals as s
  where (nullif(btrim(p_tag), '') is null or s.tags @> array[lower(btrim(p_tag))])
    and not exists (
      select 1 from unnest(words) as word
      where strpos(lower(s.title), lower(word)) = 0
    )
  order by s.signal_on desc, s.created_at desc, s.id
  limit p_limit;
end;
$$;

revoke all on function public.brief_signal_choices(text, text, integer) from public, anon;
grant execute on function public.brief_signal_choices(text, text, integer) to authenticated;
