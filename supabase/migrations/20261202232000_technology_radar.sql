-- The technology radar: the vendors, models, tools and practices the owner tracks and advises on,
-- each in a quadrant and a ring, with its rationale, its next review and the signals and notes
-- behind it. Every ring move is kept with its reason. Only the admin reads or writes; the build
-- reads the public, non-sample entries with the service role for the static /radar page, and
-- never the signals or notes behind them.
create table public.radar_entries (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (length(btrim(name)) between 1 and 120),
  quadrant text not null check (quadrant in ('vendors', 'models', 'tools', 'practices')),
  ring text not null check (ring in ('adopt', 'trial', 'assess', 'hold')),
  rationale text not null default '' check (length(rationale) <= 4000),
  review_on date,
  public boolean not null default false,
  signal_ids uuid[] not null default '{}' check (cardinality(signal_ids) <= 50),
  note_ids uuid[] not null default '{}' check (cardinality(note_ids) <= 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  is_sample boolean not null default false
);

-- A move names where the entry was, where it went and why; the record is never edited.
create table public.radar_moves (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.radar_entries (id) on delete cascade,
  from_ring text not null check (from_ring in ('adopt', 'trial', 'assess', 'hold')),
  to_ring text not null check (to_ring in ('adopt', 'trial', 'assess', 'hold')),
  reason text not null check (length(btrim(reason)) between 1 and 1000),
  moved_at timestamptz not null default now(),
  is_sample boolean not null default false,
  check (from_ring <> to_ring)
);

create index radar_moves_by_entry on public.radar_moves (entry_id, moved_at desc);

create trigger radar_entries_stamps before insert or update on public.radar_entries
  for each row execute function private.stamp_content_row();

alter table public.radar_entries enable row level security;
alter table public.radar_moves enable row level security;
revoke all on table public.radar_entries, public.radar_moves from public, anon, authenticated;
grant select, insert, update, delete on table public.radar_entries, public.radar_moves to service_role;

-- The ring is set when an entry is added and changed only by move_radar_entry, so no move goes
-- unrecorded.
grant select, delete on table public.radar_entries to authenticated;
grant insert (name, quadrant, ring, rationale, review_on, public, signal_ids, note_ids) on table public.radar_entries to authenticated;
grant update (name, quadrant, rationale, review_on, public, signal_ids, note_ids) on table public.radar_entries to authenticated;
grant select on table public.radar_moves to authenticated;

create policy "Radar entries can be read by the admin" on public.radar_entries
  for select to authenticated using ((select public.is_admin()));
create policy "Radar entries can be added by the admin" on public.radar_entries
  for insert to authenticated with check ((select public.is_admin()));
create policy "Radar entries can be changed by the admin" on public.radar_entries
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Radar entries can be deleted by the admin" on public.radar_entries
  for delete to authenticated using ((select public.is_admin()));
create policy "Radar moves can be read by the admin" on public.radar_moves
  for select to authenticated using ((select public.is_admin()));

-- Moves an entry to another ring and records the move with its reason, in one transaction.
-- Definer rights because the caller may not write the ring nor the record; the admin check is
-- the first thing it does.
create function public.move_radar_entry(p_entry uuid, p_ring text, p_reason text)
returns public.radar_moves
language plpgsql security definer set search_path = ''
as $$
declare
  current_ring text;
  sample boolean;
  move public.radar_moves;
begin
  if not public.is_admin() then
    raise exception 'only the admin may move a radar entry' using errcode = '42501';
  end if;
  select ring, is_sample into current_ring, sample from public.radar_entries where id = p_entry for update;
  if current_ring is null then
    raise exception 'no radar entry %', p_entry using errcode = 'P0002';
  end if;
  if p_ring = current_ring then
    raise exception 'the entry is already in %', p_ring using errcode = '22023';
  end if;
  update public.radar_entries set ring = p_ring where id = p_entry;
  insert into public.radar_moves (entry_id, from_ring, to_ring, reason, is_sample)
  values (p_entry, current_ring, p_ring, btrim(coalesce(p_reason, '')), sample)
  returning * into move;
  return move;
end;
$$;

revoke all on function public.move_radar_entry(uuid, text, text) from public, anon;
grant execute on function public.move_radar_entry(uuid, text, text) to authenticated;
