-- Moving a card on the roadmap board: the item goes to column p_status at index p_index (from 0,
-- counted without the item itself; past the end means last), and the column it left and the
-- column it joined are numbered 0, 1, 2… again in one transaction, so two tabs moving cards at
-- once never leave two items on one position. Moves are serialised with a lock of their own.
-- Answers where the item ended up ({status, index, count}) for the board's announcement, or null
-- when the item is no longer there (deleted in another tab). Runs as the caller: the admin alone.
create function public.move_roadmap_item(p_id uuid, p_status text, p_index integer)
returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  from_status text;
  column_ids uuid[];
  target integer;
begin
  perform private.require_admin('The roadmap');
  if p_status is null or p_status not in ('idea', 'planned', 'doing', 'done') then
    raise exception 'Unknown roadmap column "%": expected idea, planned, doing or done.', coalesce(p_status, 'none')
      using errcode = '22023';
  end if;
  if p_index is null or p_index < 0 then
    raise exception 'The position in a column counts from 0; received %.', coalesce(p_index::text, 'none') using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.move_roadmap_item'));
  select r.status into from_status from public.roadmap_items as r where r.id = p_id;
  if not found then
    return null;
  end if;

  if from_status <> p_status then
    perform private.number_roadmap_column(from_status, array(
      select r.id from public.roadmap_items as r where r.status = from_status and r.id <> p_id
      order by r.position, r.created_at, r.id));
  end if;
  column_ids := array(
    select r.id from public.roadmap_items as r where r.status = p_status and r.id <> p_id
    order by r.position, r.created_at, r.id);
  target := least(p_index, cardinality(column_ids));
  column_ids := column_ids[1:target] || p_id || column_ids[target + 1:];
  update public.roadmap_items as r set status = p_status where r.id = p_id and r.status <> p_status;
  perform private.number_roadmap_column(p_status, column_ids);
  return jsonb_build_object('status', p_status, 'index', target, 'count', cardinality(column_ids));
end;
$$;

-- Gives the items of one column the positions 0, 1, 2… in the order given, touching only the
-- rows whose position changes (each touch stamps updated_at).
create function private.number_roadmap_column(p_status text, p_ids uuid[]) returns void
language sql volatile set search_path = ''
as $$
  update public.roadmap_items as r set position = numbered.ordinality - 1
  from unnest(p_ids) with ordinality as numbered (id, ordinality)
  where r.id = numbered.id and r.status = p_status and r.position <> numbered.ordinality - 1;
$$;

revoke all on function private.number_roadmap_column(text, uuid[]) from public, anon;
grant execute on function private.number_roadmap_column(text, uuid[]) to authenticated;
revoke all on function public.move_roadmap_item(uuid, text, integer) from public, anon;
grant execute on function public.move_roadmap_item(uuid, text, integer) to authenticated;
