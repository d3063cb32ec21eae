-- Splinter 0018: columns of reg* types that pg_upgrade cannot carry, which blocks security upgrades.
select
    'unsupported_reg_types' as name,
    format('unsupported_reg_types_%s_%s_%s', n.nspname, c.relname, a.attname) as cache_key,
    format('Table `%s.%s` has a column `%s` with unsupported reg* type `%s`.', n.nspname, c.relname, a.attname, t.typname) as detail
from
    pg_catalog.pg_attribute a
    join pg_catalog.pg_class c
        on a.attrelid = c.oid
    join pg_catalog.pg_namespace n
        on c.relnamespace = n.oid
    join pg_catalog.pg_type t
        on a.atttypid = t.oid
    join pg_catalog.pg_namespace tn
        on t.typnamespace = tn.oid
where
    tn.nspname = 'pg_catalog'
    and t.typname in ('regcollation', 'regconfig', 'regdictionary', 'regnamespace', 'regoper', 'regoperator', 'regproc', 'regprocedure')
    and n.nspname not in ('pg_catalog', 'information_schema', 'pgsodium')
