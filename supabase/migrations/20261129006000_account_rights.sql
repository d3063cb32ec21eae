-- A person's rights over their account: a copy of what the site keeps about them, and its
-- deletion. The account-export and account-delete functions call these with the caller's own
-- token, so the database decides whose rows they are. Rows tied to the account by its id are read
-- under their tables' policies (the admin's reach over every user's rows is narrowed to the
-- caller's own by `auth.uid()`). The newsletter subscription and contact messages are kept under
-- an address, not an account, and only the admin may read them; they are the caller's when the
-- address is the account's confirmed one, as auth.users says by auth.uid(), never a claim.

-- The newsletter subscription and the contact messages under the caller's confirmed address.
-- Security definer, to read tables only the admin reads; it returns nothing of anyone else.
create function private.address_records() returns jsonb
language sql stable security definer set search_path = ''
as $$
  with caller as (
    select lower(u.email) as email from auth.users as u where u.id = auth.uid() and u.email_confirmed_at is not null
  )
  select jsonb_build_object(
    'newsletter_subscription', (
      select jsonb_build_object('email', s.email, 'status', s.status, 'requested_at', s.created_at,
        'confirmed_at', s.confirmed_at, 'unsubscribed_at', s.unsubscribed_at)
      from public.newsletter_subscribers as s join caller on s.email = caller.email
    ),
    'contact_messages', coalesce((
      select jsonb_agg(jsonb_build_object('name', m.name, 'email', m.email, 'message', m.message, 'sent_at', m.created_at)
        order by m.created_at)
      from public.contact_messages as m join caller on lower(m.email) = caller.email
    ), '[]'::jsonb)
  )
$$;

revoke execute on function private.address_records() from public;
grant execute on function private.address_records() to authenticated;

-- Everything the site keeps about the caller, as one JSON value. Security invoker: every table is
-- read under its own policies.
create function public.account_export() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'assessment_results', coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', r.client_result_id, 'role', r.role_id, 'content_version', r.content_version, 'completed_at', r.completed_at,
          'score', r.overall_score, 'level', r.level, 'dimension_scores', r.dimension_scores, 'answers', r.answers,
          'verified_score', r.verified_score, 'verified_level', r.verified_level,
          'verified_dimension_scores', r.verified_dimension_scores,
          'share_links', coalesce((
            select jsonb_agg(jsonb_build_object('token', sh.token, 'created_at', sh.created_at, 'revoked_at', sh.revoked_at)
              order by sh.created_at)
            from public.assessment_result_shares as sh where sh.result_id = r.id and sh.user_id = (select auth.uid())
          ), '[]'::jsonb))
        order by r.completed_at)
      from public.assessment_results as r where r.user_id = (select auth.uid())
    ), '[]'::jsonb),
    'voice_conversations', coalesce((
      select jsonb_agg(jsonb_build_object(
          'started_at', v.created_at, 'ended_at', v.ended_at,
          'messages', coalesce((
            select jsonb_agg(jsonb_build_object('role', m.role, 'text', m.text, 'sources', m.sources, 'at', m.created_at) order by m.id)
            from public.voice_messages as m where m.session_id = v.id and m.user_id = v.user_id
          ), '[]'::jsonb))
        order by v.created_at)
      from public.voice_sessions as v where v.user_id = (select auth.uid())
    ), '[]'::jsonb),
    'ai_chat_conversations', coalesce((
      select jsonb_agg(jsonb_build_object(
          'title', c.title, 'started_at', c.created_at,
          'messages', coalesce((
            select jsonb_agg(jsonb_build_object('role', m.role, 'text', m.content, 'at', m.created_at) order by m.created_at, m.id)
            from public.ai_chat_messages as m where m.conversation_id = c.id
          ), '[]'::jsonb))
        order by c.created_at)
      from public.ai_chat_conversations as c where c.user_id = (select auth.uid())
    ), '[]'::jsonb)
  ) || private.address_records()
$$;

revoke execute on function public.account_export() from public, anon;
grant execute on function public.account_export() to authenticated;

-- Removes what is kept about the caller under their address, and their AI call counters, before
-- the account itself is deleted through the Auth admin API (whose cascade takes every row tied to
-- the account's id). Refused, with nothing removed, to the site's only administrator, who would
-- leave the site without one. The leads made from the caller's messages go too: each holds their
-- name and address. Tasks made from a lead stay, without the link. Security definer: only the
-- admin may write these tables, and it touches the caller's own rows only. Running it twice
-- removes nothing more, so a deletion whose second step failed can be asked for again.
create function public.prepare_account_deletion() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  address text := (select lower(u.email) from auth.users as u where u.id = auth.uid() and u.email_confirmed_at is not null);
begin
  if address is null then
    raise exception 'Deleting an account needs its signed-in owner, with a confirmed address.' using errcode = '42501';
  end if;
  if exists (select 1 from private.admin_emails as a where a.email = address) and not exists (
    select 1 from auth.users as u join private.admin_emails as a on a.email = lower(u.email)
    where u.email_confirmed_at is not null and u.id <> caller
  ) then
    raise exception 'You are the site''s only administrator: add another administrator before deleting this account, or the site would have none.'
      using errcode = 'PT403';
  end if;
  delete from public.leads as l where lower(l.email) = address;
  delete from public.contact_messages as m where lower(m.email) = address;
  delete from public.newsletter_subscribers as s where s.email = address;
  update public.newsletter_sends as s set test_sent_to = null where lower(s.test_sent_to) = address;
  delete from private.ai_provider_calls as c where c.scope = 'user:' || caller::text;
end;
$$;

revoke execute on function public.prepare_account_deletion() from public, anon;
grant execute on function public.prepare_account_deletion() to authenticated;
