-- The demo's knowledge rows (notes, feeds, signals, a brief, roadmap items; server/demo/
-- sampleKnowledge.ts) are sample data like the rest: the workstation counts them while any are
-- left, and its one-click removal removes them with everything it removed before. Both functions
-- are replaced whole.
--
-- What removal does to rows that are not sample: a brief's items go with their brief (cascade);
-- a real brief's item naming a sample signal or note goes with that signal or note (cascade), the
-- brief's text staying as composed; a real task made from a sample signal keeps working, its
-- signal_id set to null; a real signal from a sample feed keeps its row, its source_id set to null.

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
    'kb_notes', (select count(*) from public.kb_notes where is_sample),
    'signal_sources', (select count(*) from public.signal_sources where is_sample),
    'signals', (select count(*) from public.signals where is_sample),
    'briefs', (select count(*) from public.briefs where is_sample),
    'roadmap_items', (select count(*) from public.roadmap_items where is_sample),
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
  -- The sample issues first: an issue made from an article keeps pointing at it until then.
  delete from public.newsletter_issues where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('newsletter_issues', touched);
  delete from public.articles where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('articles', touched);
  delete from public.podcast_episodes where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('podcast_episodes', touched);
  delete from public.tasks where is_sample;
  get diagnostics touched = row_count;
  removed := removed || jsonb_build_object('tasks', touched);
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
