-- Splinter 0011: functions without a fixed search_path, which a caller's search_path can redirect.
select
    'function_search_path_mutable' as name,
    format('function_search_path_mutable_%s_%s_%s', n.nspname, p.proname, md5(p.prosrc)) as cache_key,
    format('Function `%s.%s` has a role mutable search_path', n.nspname, p.proname) as detail
from
    pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n
        on p.pronamespace = n.oid
    left join pg_catalog.pg_depend dep
        on p.oid = dep.objid
        and dep.deptype = 'e'
where
    n.nspname not in (:supabase_schemas)
    and dep.objid is null
    and not exists (
        select 1
        from unnest(coalesce(p.proconfig, '{}')) as config
        where config like 'search_path=%'
    )
