-- The demo's publishing rows (drafts, a sent issue, an episode; server/demo/samplePublishing.ts)
-- are sample data like the rest: the workstation counts them while any are left, and its one-click
-- removal removes them with everything it removed before. Both functions are replaced whole.

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
