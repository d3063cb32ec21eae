-- Splinter 0016: materialized views the API roles can read; they have no RLS.
select
    'materialized_view_in_api' as name,
    format('materialized_view_in_api_%s_%s', n.nspname, c.relname) as cache_key,
    format('Materialized view `%s.%s` is selectable by anon or authenticated roles', n.nspname, c.relname) as detail
from
    pg_catalog.pg_class c
    join pg_catalog.pg_namespace n
        on n.oid = c.relnamespace
    left join pg_catalog.pg_depend dep
        on c.oid = dep.objid
        and dep.deptype = 'e'
where
    c.relkind = 'm'
    and (
        pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT')
    )
    and n.nspname not in (:supabase_schemas)
    and dep.objid is null
