-- The workstation's figures and the sample data's one-click removal, for the admin alone.
-- Visitors and page views come from public.admin_analytics_overview, the function /analytics
-- reads, so the two pages cannot disagree; the figures here are the ones no other page computes.
-- Console figures count sample rows (the banner says they are there); public figures never do.
-- The range is checked, and the caller refused unless admin, by the console's private.console_range.

-- New confirmed subscribers, messages received and still unanswered, completed assessments and
-- the consent choices (accept all of them, and every choice) in the range. The accept rate is
-- accepted / choices, null when nobody chose.
create function public.admin_workstation_figures(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  bounds record;
  accepted bigint;
  choices bigint;
begin
  select * into bounds from private.console_range(p_from, p_to, p_time_zone);
  select count(*) filter (where c.action = 'accept_all'), count(*) into accepted, choices
  from public.consent_log as c
  where c.created_at >= bounds.starts_at and c.created_at < bounds.ends_at;
  return jsonb_build_object(
    'confirmed_subscribers', (select count(*) from public.newsletter_subscribers as s
      where s.status = 'confirmed' and s.confirmed_at >= bounds.starts_at and s.confirmed_at < bounds.ends_at),
    'unanswered_messages', (select count(*) from public.contact_messages as m
      where not m.handled and m.created_at >= bounds.starts_at and m.created_at < bounds.ends_at),
    'completed_assessments', (select count(*) from public.assessment_results as r
      where r.completed_at >= bounds.starts_at and r.completed_at < bounds.ends_at),
    'consent_choices', choices,
    'consent_accepted', accepted,
    'consent_accept_rate', case when choices > 0 then round(accepted::numeric / choices, 4) end);
end;
$$;

revoke all on function public.admin_workstation_figures(date, date, text) from public, anon;
grant execute on function public.admin_workstation_figures(date, date, text) to authenticated;

-- Sample users: made by the demo seeding, marked in their app metadata (which only the server
-- writes) and on the reserved example.com domain, so a real account can never match both.
create function private.is_sample_user(p_user auth.users)
returns boolean
language sql immutable set search_path = ''
as $$
  select coalesce((p_user.raw_app_meta_data ->> 'sample')::boolean, false) and p_user.email like '%@example.com'
$$;

revoke all on function private.is_sample_user(auth.users) from public;

-- How many sample rows each table holds; the workstation shows its banner while any are left.
create function public.admin_sample_data()
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
    'users', (select count(*) from auth.users as u where private.is_sample_user(u)));
end;
$$;

revoke all on function public.admin_sample_data() from public, anon;
grant execute on function public.admin_sample_data() to authenticated;

-- Removes every sample row and the sample users in one transaction, and answers how many rows
-- left each table. Real rows are untouched: every statement names the mark. Deleting events
-- runs the analytics rollups' delete triggers, so the dashboards drop the sample traffic too.
create function public.admin_remove_sample_data()
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
