-- The reference voice: the provider voice, the speed and the test phrase the admin chooses in
-- /gold-standard-voice. The assistant speaks its replies with it, so every signed-in user's
-- assistant reads it; only the admin changes it. One row, made here.

create table public.voice_reference (
  only_row boolean primary key default true check (only_row),
  -- A provider's voice name or id; null: the provider's default (or AI_TTS_VOICE).
  voice text check (voice ~ '^[A-Za-z0-9_.-]{1,100}$'),
  speed numeric(3, 2) not null default 1 check (speed between 0.5 and 2),
  test_phrase text not null default 'Hello, this is how the assistant will sound when it answers you.'
    check (length(btrim(test_phrase)) between 1 and 500),
  updated_at timestamptz not null default now()
);

insert into public.voice_reference default values;

alter table public.voice_reference enable row level security;
revoke all on table public.voice_reference from public, anon, authenticated;
grant select on table public.voice_reference to authenticated;
grant update (voice, speed, test_phrase) on table public.voice_reference to authenticated;
grant select, update on table public.voice_reference to service_role;

create policy "The reference voice can be read by signed-in users"
  on public.voice_reference for select to authenticated
  using (true);

create policy "The reference voice can be changed by the admin"
  on public.voice_reference for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- The time of the last change is the database's, not the writer's.
create function private.stamp_voice_reference() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.stamp_voice_reference() from public;

create trigger stamp_voice_reference
  before update on public.voice_reference
  for each row execute function private.stamp_voice_reference();
