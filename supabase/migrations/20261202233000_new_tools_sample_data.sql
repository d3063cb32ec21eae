-- The new tools' sample data is sample data like the rest: the studio's images and the evaluations'
-- dataset (marked in 20261202230000), the lab's prompt with its Runs and vote, and the radar's
-- entries with their moves. The workstation counts them and its one-click removal removes them; the
-- runs that evaluated the dataset are sample runs of the workbench, removed with them. Both functions
-- are replaced whole, with every table the earlier sample migrations list.

-- How many sample rows each table holds; the workstation shows its banner while any are left.
create or replace function public.admin_sample_data()
returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'the sample data''s figures are for the admin' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'analytics_events', (select count(*) from public.analytics_events where is_sample),
    'consent_log', (select count(*) from public.consent_log where is_sample),
    'user_consent', (select count(*) from public.user_consent where is_sample),
    'newsletter_subscribers', (select count(*) from public.newsletter_subscribers where is_sample),
    'contact_messages', (select count(*) from public.contact_messages where is_sample),
    'leads', (select count(*) from public.leads where is_sample),
    'tasks', (select count(*) from public.tasks where is_sample),
    'assessment_results', (select count(*) from public.assessment_results where is_sample),
    'articles', (select count(*) from public.articles where is_sample),
    'newsletter_issues', (select count(*) from public.newsletter_issues where is_sample),
    'podcast_episodes', (select count(*) from public.podcast_episodes where is_sample),
    'brand_profile', (select count(*) from public.brand_profile where is_sample),
    'case_studies', (select count(*) from public.case_studies where is_sample),
    'books_ideas', (select count(*) from public.books_ideas where is_sample),
    'talks', (select count(*) from public.talks where is_sample),
    'testimonials', (select count(*) from public.testimonials where is_sample),
    'kb_notes', (select count(*) from public.kb_notes where is_sample),
    'signal_sources', (select count(*) from public.signal_sources where is_sample),
    'signals', (select count(*) from public.signals where is_sample),
    'briefs', (select count(*) from public.briefs where is_sample),
    'roadmap_items', (select count(*) from public.roadmap_items where is_sample),
    'ai_runs', (select count(*) from public.ai_runs where is_sample),
    'partners', (select count(*) from public.partners where is_sample),
    'credentials', (select count(*) from public.credentials where is_sample),
    'studio_images', (select count(*) from public.studio_images where is_sample),
    'eval_datasets', (select count(*) from public.eval_datasets where is_sample),
    'lab_prompts', (select count(*) from public.lab_prompts where is_sample),
    'radar_entries', (select count(*) from public.radar_entries where is_sample),
    'users', (select count(*) from auth.users as u where private.is_sample_user(u)));
end;
$$;

revoke all on function public.admin_sample_data() from public, anon;
grant execute on function public.admin_sample_data() to authenticated;

-- Removes every sample row and the sample users in one transaction, and answers how many rows
-- left each table. Real rows are untouched: every statement names the mark. Deleting events
-- runs the analytics rollups' delete triggers, so the dashboards drop the sample traffic too.
create or replace function public.admin_remove_sample_data()
returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  removed jsonb := '{}';
  touched bigint;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'only the admin may remove the sample data' using errcode = '42501';
  end if;
  -- The sample runs first, with what their writes (and their child runs' writes) kept under their
  -- steps' keys; their steps, approvals and child runs go with them (cascade). The rows their
  -- tools made are sample rows, removed below.
  delete from private.tool_writes as kept
  using public.ai_run_steps as step
    join public.ai_runs as run on run.id = step.run_id
    left join public.ai_runs as parent on parent.id = run.parent_run_id
  where (run.is_sample or coalesce(parent.is_sample, false)) and kept.idempotency_key = step.idempotency_key;
  -- Their steps before the runs: a parent's step names its child run, and a child deleted before its
  -- parent's step would leave that step a child step without a child, which the table refuses.
  delete from public.ai_run_steps as step using public.ai_runs as run where run.id = step.run_id and run.is_sample;
  delete from public.ai_runs where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('ai_runs', touched);
  -- The studio's sample images: their files in the drafts bucket go through the Storage API first
  -- (the workstation removes them before calling this; Storage refuses deletes of its rows in SQL).
  delete from public.studio_images where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('studio_images', touched);
  -- The sample dataset with its questions (cascade); the runs that evaluated it went above.
  delete from public.eval_datasets where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('eval_datasets', touched);
  -- The sample keys with their calls and rollups (cascade), then their partners: a real key is
  -- never a sample partner's, since the demo only fills an empty database.
  delete from public.credentials where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('credentials', touched);
  delete from public.partners where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('partners', touched);
  -- The sample issues next, their sends and deliveries with them (cascade): an issue made from an
  -- article keeps pointing at it until then.
  delete from public.newsletter_issues where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('newsletter_issues', touched);
  delete from public.articles where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('articles', touched);
  delete from public.podcast_episodes where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('podcast_episodes', touched);
  -- The biography's one row stays, emptied and unpublished as the database made it.
  update public.brand_profile
  set name = '', headline = '', biography_md = '', photo_url = null, photo_alt = '', published = false, is_sample = false
  where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('brand_profile', touched);
  delete from public.case_studies where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('case_studies', touched);
  delete from public.books_ideas where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('books_ideas', touched);
  delete from public.talks where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('talks', touched);
  delete from public.testimonials where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('testimonials', touched);
  delete from public.tasks where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('tasks', touched);
  -- The sample prompt with its versions, answers and vote (cascade).
  delete from public.lab_prompts where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('lab_prompts', touched);
  -- The sample radar entries, their moves with them (cascade); a real entry keeps its links to
  -- real signals and notes only, since the sample ones are removed below.
  delete from public.radar_entries where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('radar_entries', touched);
  update public.radar_entries
  set signal_ids = array(select id from unnest(signal_ids) as id where id not in (select s.id from public.signals as s where s.is_sample)),
    note_ids = array(select id from unnest(note_ids) as id where id not in (select n.id from public.kb_notes as n where n.is_sample))
  where signal_ids && array(select s.id from public.signals as s where s.is_sample)
    or note_ids && array(select n.id from public.kb_notes as n where n.is_sample);
  -- The briefs before what they are made of: their items go with them, by cascade.
  delete from public.briefs where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('briefs', touched);
  delete from public.signals where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('signals', touched);
  delete from public.signal_sources where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('signal_sources', touched);
  delete from public.kb_notes where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('kb_notes', touched);
  delete from public.roadmap_items where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('roadmap_items', touched);
  delete from public.leads where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('leads', touched);
  delete from public.contact_messages where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('contact_messages', touched);
  delete from public.newsletter_subscribers where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('newsletter_subscribers', touched);
  delete from public.consent_log where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('consent_log', touched);
  delete from public.user_consent where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('user_consent', touched);
  delete from public.analytics_events where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('analytics_events', touched);
  delete from public.analytics_batches where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('analytics_batches', touched);
  delete from public.assessment_results where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('assessment_results', touched);
  delete from auth.users as u where private.is_sample_user(u);
  get diagnostics touched = row_count;
  return removed || jsonb_build_object('users', touched);
end;
$$;

revoke all on function public.admin_remove_sample_data() from public, anon;
grant execute on function public.admin_remove_sample_data() to authenticated;
