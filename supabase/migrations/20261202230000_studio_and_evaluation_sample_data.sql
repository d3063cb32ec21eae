-- The image studio's sample images and the evaluations' sample dataset (server/demo/
-- seedSampleImages.ts, sampleEvaluations.ts) are sample data like the rest; the workstation's count
-- and removal of them, with the lab's and the radar's, are in 20261202233000_new_tools_sample_data.sql.

-- A sample image the owner puts to use (attach_studio_image: its alt text, its public copy, where it
-- is used) becomes theirs: "Remove sample data" must never take away an image a page shows. The
-- owner never writes the mark (the column grants name the owner's columns only).
create function private.claim_used_sample_image() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if old.is_sample and new.is_sample
    and (new.public_url, new.attached_to) is distinct from (old.public_url, old.attached_to) then
    new.is_sample := false;
  end if;
  return new;
end;
$$;

revoke all on function private.claim_used_sample_image() from public, anon, authenticated;

create trigger studio_images_claimed_when_used before update on public.studio_images
for each row execute function private.claim_used_sample_image();

-- Nor does the owner mark a dataset: the admin writes a dataset's name and description alone.
revoke insert, update on table public.eval_datasets from authenticated;
grant insert (id, name, description), update (name, description) on table public.eval_datasets to authenticated;
