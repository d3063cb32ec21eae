-- Sample (demo) rows are marked, so the console can show them and one action can remove them,
-- and no public figure counts them. `npm start -- --demo` is the only writer of the mark: the
-- browsers' roles insert named columns that leave it out, and the service role (the functions)
-- loses its table-wide INSERT and UPDATE for the same grants on every column but the mark.
-- assessment_results has carried the mark since its verified scores, and leads and tasks were
-- created with it; the service role's grants on them lose the mark here too.

do $$
declare
  marked_table text;
  granted_columns text;
begin
  foreach marked_table in array array['analytics_batches', 'analytics_events', 'consent_log', 'user_consent',
    'newsletter_subscribers', 'contact_messages', 'assessment_results', 'leads', 'tasks'] loop
    if marked_table not in ('assessment_results', 'leads', 'tasks') then
      execute format('alter table public.%I add column is_sample boolean not null default false', marked_table);
    end if;
    select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into granted_columns
    from pg_catalog.pg_attribute as a
    where a.attrelid = format('public.%I', marked_table)::regclass
      and a.attnum > 0 and not a.attisdropped and a.attname <> 'is_sample' and a.attidentity = '';
    if has_table_privilege('service_role', format('public.%I', marked_table), 'INSERT') then
      execute format('revoke insert on table public.%I from service_role', marked_table);
      execute format('grant insert (%s) on table public.%I to service_role', granted_columns, marked_table);
    end if;
    if has_table_privilege('service_role', format('public.%I', marked_table), 'UPDATE') then
      execute format('revoke update on table public.%I from service_role', marked_table);
      execute format('grant update (%s) on table public.%I to service_role', granted_columns, marked_table);
    end if;
  end loop;
end
$$;

-- The consent record's trigger stores the row itself; it now carries the mark the seeding set.
-- A browser cannot set it (its insert grant names the columns), so new.is_sample is false for
-- every visitor.
create or replace function private.store_user_consent() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  is_service boolean := coalesce(auth.role() = 'service_role', false);
begin
  if not is_service and new.user_id is not null and new.user_id is distinct from caller then
    raise exception using errcode = '42501',
      message = format('user_consent.user_id must be null or the signed-in user; received %s', new.user_id);
  end if;
  insert into public.user_consent as existing
    (session_id, user_id, analytics_consent, personalization_consent, marketing_consent, privacy_notice_version, updated_at, is_sample)
  values
    (new.session_id, new.user_id, new.analytics_consent, new.personalization_consent, new.marketing_consent, new.privacy_notice_version,
     case when new.is_sample then new.updated_at else now() end, new.is_sample)
  on conflict (session_id) do update set
    user_id = coalesce(excluded.user_id, existing.user_id),
    analytics_consent = excluded.analytics_consent,
    personalization_consent = excluded.personalization_consent,
    marketing_consent = excluded.marketing_consent,
    privacy_notice_version = coalesce(excluded.privacy_notice_version, existing.privacy_notice_version),
    updated_at = now()
  where is_service or caller is null or existing.user_id is null or existing.user_id = caller;
  if not found then
    raise exception using errcode = '42501',
      message = 'This session''s consent record belongs to another account.';
  end if;
  return null;
end;
$$;

revoke execute on function private.store_user_consent() from public;
