-- The signals page's list, filtered, sorted and paged in the database with its total: by tag, a
-- minimum strength and a range of days (inclusive); newest first (the day, then when it was kept),
-- or strongest first. p_limit 1..1000 (the CSV export reads the whole filtered list in pages).
create function public.signal_list(
  p_tag text default null,
  p_min_strength integer default 1,
  p_from date default null,
  p_to date default null,
  p_sort text default 'date',
  p_limit integer default 25,
  p_offset integer default 0
)
returns table (
  id uuid, title text, url text, source text, summary text, tags text[], strength smallint,
  signal_on date, source_id uuid, created_at timestamptz, is_sample boolean, total bigint
)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform private.require_admin('The signals');
  if p_sort is null or p_sort not in ('date', 'strength') then
    raise exception 'Sort by date or strength, not %.', coalesce(p_sort, 'nothing') using errcode = '22023';
  end if;
  if p_limit is null or p_limit not between 1 and 1000 or p_offset is null or p_offset < 0 then
    raise exception 'A page is 1 to 1000 signals from an offset of 0 or more.' using errcode = '22023';
  end if;
  return query
  select s.id, s.title, s.url, s.source, s.summary, s.tags, s.strength, s.signal_on, s.source_id, s.created_at, s.is_sample,
    count(*) over ()
  from public.signals as s
  where (nullif(p_tag, '') is null or s.tags @> array[p_tag])
    and s.strength >= coalesce(p_min_strength, 1)
    and (p_from is null or s.signal_on >= p_from)
    and (p_to is null or s.signal_on <= p_to)
  order by
    case when p_sort = 'strength' then s.strength end desc nulls last,
    s.signal_on desc, s.created_at desc, s.id
  limit p_limit offset p_offset;
end;
$$;

revoke all on function public.signal_list(text, integer, date, date, text, integer, integer) from public, anon;
grant execute on function public.signal_list(text, integer, date, date, text, integer, integer) to authenticated;

-- Every tag of the signals, with how many carry it, for the tag filter.
create function public.signal_tags()
returns table (tag text, signals bigint)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform private.require_admin('The signals');
  return query
  select signal_tag, count(*) from public.signals as s, unnest(s.tags) as signal_tag
  group by signal_tag order by count(*) desc, signal_tag;
end;
$$;

revoke all on function public.signal_tags() from public, anon;
grant execute on function public.signal_tags() to authenticated;
