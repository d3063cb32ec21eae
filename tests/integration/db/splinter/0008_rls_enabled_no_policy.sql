-- Splinter 0008: RLS on and no policy at all, so the API roles see nothing (often a forgotten policy).
select
    'rls_enabled_no_policy' as name,
    format('rls_enabled_no_policy_%s_%s', n.nspname, c.relname) as cache_key,
    format('Table `%s.%s` has RLS enabled, but no policies exist', n.nspname, c.relname) as detail
from
    pg_catalog.pg_class c
    left join pg_catalog.pg_policy p
        on p.polrelid = c.oid
    join pg_catalog.pg_namespace n
        on c.relnamespace = n.oid
    left join pg_catalog.pg_depend dep
        on c.oid = dep.objid
        and dep.deptype = 'e'
where
    c.relkind = 'r'
    and n.nspname not in (:supabase_schemas)
    and c.relrowsecurity
    and p.polname is null
    and dep.objid is null
group by
    n.nspname,
    c.relname
