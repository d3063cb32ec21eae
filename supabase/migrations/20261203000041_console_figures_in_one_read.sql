-- Several of the console's figures for one range in one read. A figure page (/analytics,
-- /analytics-hub, /publishing-analysis) draws nothing before all of its figures are in, and the
-- local database answers reads one after another: seven calls held /analytics' first view back
-- seven times. Only the console's figure functions may be named, public functions called admin_…
-- that take (p_from date, p_to date, p_time_zone text) and answer jsonb, at most 20 of them. Each
-- runs as the caller (this function is security invoker), so it checks the range and refuses
-- anyone but the admin exactly as when it is called alone; the admin check comes first here too,
-- so a refused caller learns nothing of the names.
create function public.admin_console_figures(p_names text[], p_from date, p_to date, p_time_zone text)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  figure text;
  answer jsonb := '{}';
  part jsonb;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'only the admin may read the console''s figures' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_names), 0) not between 1 and 20 then
    raise exception 'expected from 1 to 20 figure names in p_names, received %', coalesce(cardinality(p_names), 0) using errcode = '22023';
  end if;
  foreach figure in array p_names loop
    if figure is null or not exists (
      select from pg_catalog.pg_proc as p
      join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = figure and p.proname like 'admin\_%' and not p.proretset
        and p.prorettype = 'pg_catalog.jsonb'::pg_catalog.regtype
        and pg_catalog.pg_get_function_identity_arguments(p.oid) = 'p_from date, p_to date, p_time_zone text'
    ) then
      raise exception 'expected the name of one of the console''s figure functions, received "%"', figure using errcode = '22023';
    end if;
    execute pg_catalog.format('select public.%I($1, $2, $3)', figure) into part using p_from, p_to, p_time_zone;
    answer := answer || jsonb_build_object(figure, part);
  end loop;
  return answer;
end;
$$;

revoke all on function public.admin_console_figures(text[], date, date, text) from public, anon;
grant execute on function public.admin_console_figures(text[], date, date, text) to authenticated;
