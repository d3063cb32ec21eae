-- Several analytics batches stored in one transaction. The analytics function groups the batches
-- that arrive while the previous group is being stored, so one transaction (and one API call)
-- carries many visitors' batches instead of one each. Exactly once per batch id, as before: a
-- batch id already stored, or offered twice in the same group, adds no rows.
--
-- p_batches is a JSON array of {batch_id, sent_at, events}, each events an array of
-- {name, session_id, occurred_at, url, data}, already validated by the function. The answer is
-- the ids of the batches this call stored; the others were stored before.
create function public.store_analytics_batches(p_batches jsonb)
returns uuid[]
language sql set search_path = ''
as $$
  with offered as (
    select distinct on (batch.batch_id) batch.batch_id, batch.sent_at, batch.events, batch.position
    from rows from (jsonb_to_recordset(p_batches) as (batch_id uuid, sent_at timestamptz, events jsonb))
      with ordinality as batch(batch_id, sent_at, events, position)
    order by batch.batch_id, batch.position
  ),
  stored as (
    insert into public.analytics_batches (batch_id, event_count, sent_at)
    select offered.batch_id, jsonb_array_length(offered.events), offered.sent_at
    from offered
    on conflict (batch_id) do nothing
    returning batch_id
  ),
  stored_events as (
    insert into public.analytics_events (batch_id, name, session_id, occurred_at, url, data)
    select offered.batch_id, event.name, event.session_id, event.occurred_at, event.url, coalesce(event.data, '{}')
    from stored
    join offered on offered.batch_id = stored.batch_id
    cross join lateral rows from (
      jsonb_to_recordset(offered.events) as (name text, session_id text, occurred_at timestamptz, url text, data jsonb)
    ) with ordinality as event(name, session_id, occurred_at, url, data, position)
    -- Ids follow the order the visitors sent, as one batch at a time would give them.
    order by offered.position, event.position
  )
  select coalesce(array_agg(stored.batch_id), '{}') from stored;
$$;

revoke execute on function public.store_analytics_batches(jsonb) from public, anon, authenticated;
grant execute on function public.store_analytics_batches(jsonb) to service_role;

-- One way in: a batch stored alone is a group of one. Until the functions are deployed after this
-- migration, the old function's calls fail and the browsers keep their batches and send them again.
drop function public.store_analytics_batch(uuid, timestamptz, jsonb);
