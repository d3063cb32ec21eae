-- Rollups for /analytics-hub, kept by triggers like the analytics rollups, so a year of records
-- answers within the console's budget (docs/performance.md, "Console queries"):
-- - consent_quarters: consent choices per 15-minute UTC bucket and notice version, by action;
-- - lead_popup_outcomes: each lead popup shown, and whether the same session then viewed a page,
--   completed an assessment or subscribed within 30 minutes. Kept current from both sides: a
--   popup arriving after its session's events, and events arriving (or leaving) after the popup.

create table private.consent_quarters (
  bucket timestamptz not null,
  version text not null,
  accept_all integer not null default 0,
  reject_all integer not null default 0,
  customize integer not null default 0,
  analytics_allowed integer not null default 0,
  primary key (bucket, version)
);

create table private.lead_popup_outcomes (
  popup_id uuid primary key,
  kind text not null,
  session_id text not null,
  shown_at timestamptz not null,
  viewed_page boolean not null default false,
  assessment_complete boolean not null default false,
  newsletter_subscribe boolean not null default false
);

create index lead_popup_outcomes_shown_idx on private.lead_popup_outcomes (shown_at);
create index lead_popup_outcomes_session_idx on private.lead_popup_outcomes (session_id, shown_at);

alter table private.consent_quarters enable row level security;
alter table private.lead_popup_outcomes enable row level security;
revoke all on table private.consent_quarters, private.lead_popup_outcomes from public, anon, authenticated, service_role;
grant select on table private.consent_quarters, private.lead_popup_outcomes to authenticated;
create policy "Consent choices per quarter hour can be read by the admin"
  on private.consent_quarters for select to authenticated using ((select public.is_admin()));
create policy "Lead popup outcomes can be read by the admin"
  on private.lead_popup_outcomes for select to authenticated using ((select public.is_admin()));

create function private.roll_up_consent_choices()
returns trigger
language plpgsql security definer set search_path = ''
-- The transition table's size is unknown to the planner, which may then scan a whole rollup for a
-- few rows; a seq scan costs the trigger as much as the table has grown.
set enable_seqscan = off
as $$
declare
  change integer := case when tg_op = 'INSERT' then 1 else -1 end;
begin
  insert into private.consent_quarters as q (bucket, version, accept_all, reject_all, customize, analytics_allowed)
  select date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00+00'), coalesce(c.privacy_notice_version, '(none)'),
    change * count(*) filter (where c.action = 'accept_all'), change * count(*) filter (where c.action = 'reject_all'),
    change * count(*) filter (where c.action = 'customize'), change * count(*) filter (where c.analytics_consent)
  from changed_choices as c group by 1, 2
  on conflict (bucket, version) do update set accept_all = q.accept_all + excluded.accept_all,
    reject_all = q.reject_all + excluded.reject_all, customize = q.customize + excluded.customize,
    analytics_allowed = q.analytics_allowed + excluded.analytics_allowed;
  if change < 0 then
    delete from private.consent_quarters as q
    where q.accept_all = 0 and q.reject_all = 0 and q.customize = 0
      and q.bucket in (select date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00+00') from changed_choices as c);
  end if;
  return null;
end;
$$;

-- Whether the session did each of the three things within 30 minutes after `p_shown_at`.
create function private.lead_popup_followers(p_session_id text, p_shown_at timestamptz,
  out viewed_page boolean, out assessment_complete boolean, out newsletter_subscribe boolean)
language sql stable set search_path = ''
as $$
  select coalesce(bool_or(a.name = 'page_view'), false), coalesce(bool_or(a.name = 'assessment_complete'), false),
    coalesce(bool_or(a.name = 'newsletter_subscribe'), false)
  from public.analytics_events as a
  where a.session_id = p_session_id and a.occurred_at > p_shown_at and a.occurred_at <= p_shown_at + interval '30 minutes'
$$;

create function private.roll_up_lead_popups()
returns trigger
language plpgsql security definer set search_path = ''
-- The transition table's size is unknown to the planner, which may then scan a whole rollup for a
-- few rows; a seq scan costs the trigger as much as the table has grown.
set enable_seqscan = off
as $$
begin
  if tg_op = 'DELETE' then
    delete from private.lead_popup_outcomes where popup_id in (select p.id from changed_popups as p);
  else
    insert into private.lead_popup_outcomes (popup_id, kind, session_id, shown_at, viewed_page, assessment_complete, newsletter_subscribe)
    select p.id, substring(p.feature from 6), p.session_id, p.created_at, f.viewed_page, f.assessment_complete, f.newsletter_subscribe
    from changed_popups as p cross join lateral private.lead_popup_followers(p.session_id, p.created_at) as f
    on conflict (popup_id) do nothing;
  end if;
  return null;
end;
$$;

-- The events' side: popups shown in the 30 minutes before changed events are looked at again.
create function private.refresh_lead_popup_outcomes()
returns trigger
language plpgsql security definer set search_path = ''
-- The transition table's size is unknown to the planner, which may then scan a whole rollup for a
-- few rows; a seq scan costs the trigger as much as the table has grown.
set enable_seqscan = off
as $$
begin
  with affected as (
    select e.session_id, min(e.occurred_at) as first_at, max(e.occurred_at) as last_at
    from changed_events as e
    where e.name in ('page_view', 'assessment_complete', 'newsletter_subscribe')
    group by e.session_id
  )
  update private.lead_popup_outcomes as o
  set (viewed_page, assessment_complete, newsletter_subscribe) =
    (select f.viewed_page, f.assessment_complete, f.newsletter_subscribe from private.lead_popup_followers(o.session_id, o.shown_at) as f)
  where o.popup_id in (
    select shown.popup_id from affected as a
    cross join lateral (
      select t.popup_id from private.lead_popup_outcomes as t
      where t.session_id = a.session_id and t.shown_at >= a.first_at - interval '30 minutes' and t.shown_at < a.last_at
    ) as shown
  );
  return null;
end;
$$;

revoke all on function private.roll_up_consent_choices() from public;
revoke all on function private.lead_popup_followers(text, timestamptz) from public;
revoke all on function private.roll_up_lead_popups() from public;
revoke all on function private.refresh_lead_popup_outcomes() from public;

create trigger consent_log_roll_up_inserted after insert on public.consent_log
  referencing new table as changed_choices for each statement execute function private.roll_up_consent_choices();
create trigger consent_log_roll_up_deleted after delete on public.consent_log
  referencing old table as changed_choices for each statement execute function private.roll_up_consent_choices();
create trigger feature_usage_roll_up_inserted after insert on public.feature_usage
  referencing new table as changed_popups for each statement execute function private.roll_up_lead_popups();
create trigger feature_usage_roll_up_deleted after delete on public.feature_usage
  referencing old table as changed_popups for each statement execute function private.roll_up_lead_popups();
create trigger analytics_events_refresh_popups_inserted after insert on public.analytics_events
  referencing new table as changed_events for each statement execute function private.refresh_lead_popup_outcomes();
create trigger analytics_events_refresh_popups_deleted after delete on public.analytics_events
  referencing old table as changed_events for each statement execute function private.refresh_lead_popup_outcomes();

-- Records stored before these rollups existed.
insert into private.consent_quarters (bucket, version, accept_all, reject_all, customize, analytics_allowed)
select date_bin('15 minutes', c.created_at, timestamptz '2000-01-01 00:00+00'), coalesce(c.privacy_notice_version, '(none)'),
  count(*) filter (where c.action = 'accept_all'), count(*) filter (where c.action = 'reject_all'),
  count(*) filter (where c.action = 'customize'), count(*) filter (where c.analytics_consent)
from public.consent_log as c group by 1, 2;

insert into private.lead_popup_outcomes (popup_id, kind, session_id, shown_at, viewed_page, assessment_complete, newsletter_subscribe)
select p.id, substring(p.feature from 6), p.session_id, p.created_at, f.viewed_page, f.assessment_complete, f.newsletter_subscribe
from public.feature_usage as p cross join lateral private.lead_popup_followers(p.session_id, p.created_at) as f;
