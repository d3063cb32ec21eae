-- Splinter 0021: foreign keys to a unique constraint of schema auth, which Supabase may change.
select
    'fkey_to_auth_unique' as name,
    format('fkey_to_auth_unique_%s_%s_%s', n.nspname, c_rel.relname, c.conname) as cache_key,
    format('Table `%s`.`%s` has a foreign key `%s` referencing an auth unique constraint', n.nspname, c_rel.relname, c.conname) as detail
from
    pg_catalog.pg_constraint c
    join pg_catalog.pg_class c_rel
        on c.conrelid = c_rel.oid
    join pg_catalog.pg_namespace n
        on c_rel.relnamespace = n.oid
    join pg_catalog.pg_class ref_rel
        on c.confrelid = ref_rel.oid
    join pg_catalog.pg_namespace cn
        on ref_rel.relnamespace = cn.oid
    join pg_catalog.pg_index i
        on c.conindid = i.indexrelid
where
    c.contype = 'f'
    and cn.nspname = 'auth'
    and i.indisunique
    and not i.indisprimary
