-- The scheduler: publishes the articles and episodes whose time has come, and answers what it
-- published, so its caller asks for a rebuild only when something changed. The embedded backend
-- runs it on a timer; in production a pg_cron job calls the publishing-scheduler function, which
-- runs it and calls the deploy hook. Newsletter issues are never published here: for an issue
-- `published` means sent, and its scheduled time is a plan on the calendar, not a send.
-- An episode still without its audio stays scheduled (it cannot be published without it), so one
-- unfinished episode never stops the others.
create function public.publish_due_pieces()
returns table (kind text, id uuid, slug text)
language sql security invoker set search_path = ''
as $$
  with due_articles as (
    update public.articles as a set status = 'published'
    where a.status = 'scheduled' and a.publish_at <= now()
    returning 'article'::text as kind, a.id, a.slug
  ), due_episodes as (
    update public.podcast_episodes as e set status = 'published'
    where e.status = 'scheduled' and e.publish_at <= now()
      and e.audio_url is not null and e.audio_type is not null and e.audio_bytes is not null and e.duration_seconds is not null
    returning 'episode'::text as kind, e.id, e.slug
  )
  select * from due_articles
  union all
  select * from due_episodes;
$$;

revoke all on function public.publish_due_pieces() from public, anon, authenticated;
grant execute on function public.publish_due_pieces() to service_role;

-- Production's timer: a pg_cron job every minute that POSTs to the publishing-scheduler function
-- through pg_net, with the project's URL and service role key read from Vault (secrets named
-- `project_url` and `service_role_key`; docs/deploy.md says how to add them). Without both
-- extensions (locally, and on a plain PostgreSQL) it schedules nothing and says so; the owner can
-- run it again after enabling them: `select private.schedule_publishing_scheduler();`.
create function private.schedule_publishing_scheduler()
returns text
language plpgsql security invoker set search_path = ''
as $$
begin
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
    or not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net') then
    return 'pg_cron and pg_net are not both enabled: the publishing scheduler was not scheduled';
  end if;
  -- Read at run time, so the job is created even before the secrets are stored.
  execute $sql$select cron.unschedule(jobid) from cron.job where jobname = 'publishing-scheduler'$sql$;
  execute $sql$select cron.schedule('publishing-scheduler', '* * * * *', $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/publishing-scheduler',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
      body := '{}'::jsonb,
      timeout_milliseconds := 10000)
  $job$)$sql$;
  return 'the publishing scheduler runs every minute';
end;
$$;

revoke all on function private.schedule_publishing_scheduler() from public, anon, authenticated;

select private.schedule_publishing_scheduler();
