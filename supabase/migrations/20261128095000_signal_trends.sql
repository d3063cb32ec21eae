-- The trends hub's figures, counted in SQL so the browser never downloads the signals to count
-- them. Days are calendar dates: the hub passes the range in the owner's time zone (a signal's
-- date is the owner's date too), so "the last 12 weeks" is the same wherever the page is opened.

-- How many signals carry each of the range's most used tags, per week (weeks start on Monday).
-- Every week of the range is there for every tag, with 0 where none was added, so a chart's line
-- drops to the floor instead of jumping over a quiet week. The top tags are the p_tags most used
-- in the range, ties broken by name so the same data always draws the same chart.
create function public.signal_tag_weeks(p_from date, p_to date, p_tags integer default 8)
returns table (week date, tag text, signals bigint)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform private.require_admin('The trends hub');
  perform private.check_signal_range(p_from, p_to);
  if p_tags is null or p_tags not between 1 and 20 then
    raise exception 'The chart shows 1 to 20 tags, not %.', coalesce(p_tags::text, 'none') using errcode = '22023';
  end if;
  return query
  with tagged as (
    select signal_tag, date_trunc('week', s.signal_on::timestamp)::date as signal_week
    from public.signals as s, unnest(s.tags) as signal_tag
    where s.signal_on between p_from and p_to
  ),
  top_tags as (
    select t.signal_tag from tagged as t
    group by t.signal_tag order by count(*) desc, t.signal_tag limit p_tags
  ),
  weeks as (
    select generate_series(date_trunc('week', p_from::timestamp), date_trunc('week', p_to::timestamp), interval '7 days')::date as range_week
  )
  select w.range_week, top.signal_tag, count(t.signal_tag)
  from weeks as w
  cross join top_tags as top
  left join tagged as t on t.signal_tag = top.signal_tag and t.signal_week = w.range_week
  group by w.range_week, top.signal_tag
  order by w.range_week, top.signal_tag;
end;
$$;

-- Every tag of the range's signals with how many carry it, most used first: the hub's list of
-- tags and, from the soc-NN tags among them, its links into the jobs data.
create function public.signal_tag_counts(p_from date, p_to date)
returns table (tag text, signals bigint)
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform private.require_admin('The trends hub');
  perform private.check_signal_range(p_from, p_to);
  return query
  select signal_tag, count(*) from public.signals as s, unnest(s.tags) as signal_tag
  where s.signal_on between p_from and p_to
  group by signal_tag order by count(*) desc, signal_tag
  limit 500;
end;
$$;

-- A range the hub may ask for: both ends, in order, at most 53 weeks (a year and its first week).
create function private.check_signal_range(p_from date, p_to date) returns void
language plpgsql immutable set search_path = ''
as $$
begin
  if p_from is null or p_to is null or p_from > p_to then
    raise exception 'Expected a first day on or before the last day; received % to %.',
      coalesce(p_from::text, 'none'), coalesce(p_to::text, 'none') using errcode = '22023';
  end if;
  if p_to - p_from > 371 then
    raise exception 'Choose at most 53 weeks; % to % is % days.', p_from, p_to, p_to - p_from + 1 using errcode = '22023';
  end if;
end;
$$;

revoke all on function private.check_signal_range(date, date) from public, anon;
grant execute on function private.check_signal_range(date, date) to authenticated;
revoke all on function public.signal_tag_weeks(date, date, integer), public.signal_tag_counts(date, date) from public, anon;
grant execute on function public.signal_tag_weeks(date, date, integer), public.signal_tag_counts(date, date) to authenticated;
