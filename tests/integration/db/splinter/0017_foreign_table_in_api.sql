-- Splinter 0017: foreign tables the API roles can read; they have no RLS.
select
    'foreign_table_in_api' as name,
    format('foreign_table_in_api_%s_%s', n.nspname, c.relname) as cache_key,
    format('Foreign table `%s.%s` is accessible over APIs', n.nspname, c.relname) as detail
from
    pg_catalog.pg_class c
    join pg_catalog.pg_namespace n
        on n.oid = c.relnamespace
    left join pg_catalog.pg_depend dep
        on c.oid = dep.objid
        and dep.deptype = 'e'
where
    c.relkind = 'f'
    and (
        pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
        or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT')
    )
    and n.nspname = any(array(select trim(unnest(string_to_array(current_setting('pgrst.db_schemas', 't'), ',')))))
    and n.nspname not in (:supabase_schemas)
    and dep.objid is null
