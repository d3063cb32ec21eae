-- Signals from files and feeds: the items of an RSS or Atom file (uploaded by the owner, or
-- fetched in production by the signal-feeds function) and the feeds of an OPML file. Each row is
-- tried on its own, so one bad item never stops the others, and each gets an outcome the page
-- shows. A link or feed item already kept is a duplicate, never a second signal: importing the
-- same file twice adds nothing. The admin imports; the service role too, for production's fetcher.

create function private.require_admin_or_service(p_what text) returns void
language plpgsql set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    perform private.require_admin(p_what);
  end if;
end;
$$;

revoke all on function private.require_admin_or_service(text) from public, anon;
grant execute on function private.require_admin_or_service(text) to authenticated, service_role;

-- p_items: 1 to 500 of {title, url?, source?, summary?, tags?, strength?, signal_on?, feed_item_id?,
-- source_id?} → one outcome per item, in order: {outcome: imported|duplicate|refused, id?, message?}.
create function public.import_signals(p_items jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  item jsonb;
  outcomes jsonb := '[]'::jsonb;
  added uuid;
  existing uuid;
begin
  perform private.require_admin_or_service('Importing signals');
  if jsonb_typeof(p_items) is distinct from 'array' or jsonb_array_length(p_items) not between 1 and 500 then
    raise exception 'An import is a list of 1 to 500 signals.' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(p_items) loop
    begin
      if jsonb_typeof(item) is distinct from 'object' then
        raise exception 'Each signal is an object with a title.' using errcode = '22023';
      end if;
      added := null;
      insert into public.signals (title, url, source, summary, tags, strength, signal_on, feed_item_id, source_id)
      values (
        item ->> 'title',
        nullif(item ->> 'url', ''),
        coalesce(item ->> 'source', ''),
        coalesce(item ->> 'summary', ''),
        coalesce(array(select jsonb_array_elements_text(item -> 'tags')), '{}'),
        coalesce((item ->> 'strength')::smallint, 3),
        coalesce((item ->> 'signal_on')::date, current_date),
        nullif(item ->> 'feed_item_id', ''),
        (item ->> 'source_id')::uuid
      )
      on conflict do nothing
      returning id into added;
      if added is not null then
        outcomes := outcomes || jsonb_build_object('outcome', 'imported', 'id', added);
      else
        select s.id into existing from public.signals as s
        where s.feed_item_id = nullif(item ->> 'feed_item_id', '') or s.url = nullif(item ->> 'url', '')
        limit 1;
        outcomes := outcomes || jsonb_build_object('outcome', 'duplicate', 'id', existing);
      end if;
    exception when others then
      outcomes := outcomes || jsonb_build_object('outcome', 'refused', 'message', sqlerrm);
    end;
  end loop;
  return outcomes;
end;
$$;

revoke all on function public.import_signals(jsonb) from public, anon;
grant execute on function public.import_signals(jsonb) to authenticated, service_role;

-- p_sources: 1 to 500 of {title, feed_url, site_url?} from an OPML file → one outcome per feed, in
-- order; a feed address already kept is a duplicate.
create function public.import_signal_sources(p_sources jsonb) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  feed jsonb;
  outcomes jsonb := '[]'::jsonb;
  added uuid;
  existing uuid;
begin
  perform private.require_admin('Importing feeds');
  if jsonb_typeof(p_sources) is distinct from 'array' or jsonb_array_length(p_sources) not between 1 and 500 then
    raise exception 'An import is a list of 1 to 500 feeds.' using errcode = '22023';
  end if;
  for feed in select value from jsonb_array_elements(p_sources) loop
    begin
      if jsonb_typeof(feed) is distinct from 'object' then
        raise exception 'Each feed is an object with a title and a feed_url.' using errcode = '22023';
      end if;
      added := null;
      insert into public.signal_sources (title, feed_url, site_url)
      values (feed ->> 'title', feed ->> 'feed_url', nullif(feed ->> 'site_url', ''))
      on conflict (feed_url) do nothing
      returning id into added;
      if added is not null then
        outcomes := outcomes || jsonb_build_object('outcome', 'imported', 'id', added);
      else
        select s.id into existing from public.signal_sources as s where s.feed_url = feed ->> 'feed_url';
        outcomes := outcomes || jsonb_build_object('outcome', 'duplicate', 'id', existing);
      end if;
    exception when others then
      outcomes := outcomes || jsonb_build_object('outcome', 'refused', 'message', sqlerrm);
    end;
  end loop;
  return outcomes;
end;
$$;

revoke all on function public.import_signal_sources(jsonb) from public, anon;
grant execute on function public.import_signal_sources(jsonb) to authenticated;
