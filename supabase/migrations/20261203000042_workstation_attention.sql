-- What needs the owner now, for the workstation's "Needs attention", in one read: new leads, open
-- tasks due by today, drafts and scheduled pieces planned up to p_due_until, and strong signals
-- since p_signals_since that no brief uses. The workstation draws nothing before this answers, and
-- the local database answers reads one after another: as eight reads they held its first view back
-- eight times. Each part is read on its own (a block with its own handler), so a part that cannot
-- be read is named in "unreadable" and the others still arrive. The dates are the owner's, which
-- the browser knows; the rows are read as the caller (security invoker), and anyone but the admin
-- is refused first.
create function public.admin_workstation_attention(p_today date, p_due_until timestamptz, p_signals_since date)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  answer jsonb := jsonb_build_object('leads', '[]'::jsonb, 'tasks', '[]'::jsonb, 'pieces', '[]'::jsonb, 'signals', '[]'::jsonb);
  unreadable jsonb := '[]';
  part text;
  rows_of_part jsonb;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'only the admin may read what needs attention' using errcode = '42501';
  end if;
  if p_today is null or p_due_until is null or p_signals_since is null then
    raise exception 'expected p_today, p_due_until and p_signals_since' using errcode = '22023';
  end if;
  foreach part in array array['leads', 'tasks', 'pieces', 'signals'] loop
    begin
      rows_of_part := case part
        when 'leads' then (
          select coalesce(jsonb_agg(to_jsonb(l) order by l.created_at desc), '[]')
          from (select id, name, organisation, created_at from public.leads
                where stage = 'new' order by created_at desc limit 20) as l)
        when 'tasks' then (
          select coalesce(jsonb_agg(to_jsonb(t) order by t.due_on), '[]')
          from (select id, title, due_on from public.tasks
                where done_at is null and due_on <= p_today order by due_on limit 20) as t)
        when 'pieces' then (
          select coalesce(jsonb_agg(to_jsonb(p) order by p.publish_at), '[]')
          from (
            (select 'article' as kind, id, title, status, publish_at from public.articles
             where status in ('draft', 'scheduled') and publish_at <= p_due_until order by publish_at limit 20)
            union all
            (select 'issue', id, subject, status, publish_at from public.newsletter_issues
             where status in ('draft', 'scheduled') and publish_at <= p_due_until order by publish_at limit 20)
            union all
            (select 'episode', id, title, status, publish_at from public.podcast_episodes
             where status in ('draft', 'scheduled') and publish_at <= p_due_until order by publish_at limit 20)
          ) as p)
        else (
          select coalesce(jsonb_agg(to_jsonb(s) order by s.strength desc, s.signal_on desc), '[]')
          from (select id, title, strength, signal_on from public.signals as signal
                where strength >= 4 and signal_on >= p_signals_since
                  and not exists (select from public.brief_items as item where item.signal_id = signal.id)
                order by strength desc, signal_on desc limit 20) as s)
      end;
      answer := answer || jsonb_build_object(part, rows_of_part);
    exception when others then
      unreadable := unreadable || jsonb_build_object('part', part, 'message', sqlerrm);
    end;
  end loop;
  return answer || jsonb_build_object('unreadable', unreadable);
end;
$$;

revoke all on function public.admin_workstation_attention(date, timestamptz, date) from public, anon;
grant execute on function public.admin_workstation_attention(date, timestamptz, date) to authenticated;
