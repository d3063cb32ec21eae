-- The contact goal gains its sessions: the browser records `contact_sent` (with analytics consent)
-- once the message is stored, as it records `newsletter_subscribe` once a sign-up is accepted. So
-- every goal the browser sees happen has a conversion rate; only confirm, which happens in a mail,
-- has none. Replaced as a whole: the grants of the function stay as they were.
create or replace function public.admin_analytics_goals(p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable set search_path = ''
as $$
declare
  range record;
  s timestamptz;
  e timestamptz;
begin
  select * into range from private.console_range(p_from, p_to, p_time_zone);
  s := range.starts_at;
  e := range.ends_at;
  return jsonb_build_object(
    'goals', jsonb_build_array(
      jsonb_build_object('goal', 'subscribe',
        'conversions', (select count(*) from public.newsletter_subscribers as n where n.created_at >= s and n.created_at < e),
        'sessions', (select count(distinct a.session_id) from public.analytics_events as a
                     where a.name = 'newsletter_subscribe' and a.occurred_at >= s and a.occurred_at < e)),
      jsonb_build_object('goal', 'confirm',
        'conversions', (select count(*) from public.newsletter_subscribers as n where n.confirmed_at >= s and n.confirmed_at < e),
        'sessions', null),
      jsonb_build_object('goal', 'assessment_complete',
        'conversions', (select count(*) from public.assessment_results as r where r.completed_at >= s and r.completed_at < e),
        'sessions', (select count(distinct a.session_id) from public.analytics_events as a
                     where a.name = 'assessment_complete' and a.occurred_at >= s and a.occurred_at < e)),
      jsonb_build_object('goal', 'contact_sent',
        'conversions', (select count(*) from public.contact_messages as c where c.created_at >= s and c.created_at < e),
        'sessions', (select count(distinct a.session_id) from public.analytics_events as a
                     where a.name = 'contact_sent' and a.occurred_at >= s and a.occurred_at < e)),
      jsonb_build_object('goal', 'lead_popup_shown',
        'conversions', (select count(*) from private.lead_popup_outcomes as o where o.shown_at >= s and o.shown_at < e),
        'sessions', (select count(distinct o.session_id) from private.lead_popup_outcomes as o where o.shown_at >= s and o.shown_at < e))
    )
  );
end;
$$;
