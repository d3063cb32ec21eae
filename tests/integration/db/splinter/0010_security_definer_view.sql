-- Splinter 0010: views the API roles can read that run as their owner, so RLS does not apply.
select
    'security_definer_view' as name,
    format('security_definer_view_%s_%s', n.nspname, c.relname) as cache_key,
    format('View `%s.%s` is SECURITY DEFINER', n.nspname, c.relname) as detail
from
    pg_catalog.pg_class c
    join pg_catalog.pg_namespace n
        on n.oid = c.relnamespace
    left join pg_catalog.pg_depend dep
        on c.oid = dep.objid
        and dep.deptype = 'e'
where
    c.relkind = 'v'
    and (
        pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT')
    )
    and n.nspname not in (:supabase_schemas)
    and dep.objid is null
    and not (
        lower(coalesce(c.reloptions::text, '{}'))::text[]
        && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on']
    )
