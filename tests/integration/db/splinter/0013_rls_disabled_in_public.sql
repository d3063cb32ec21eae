-- Splinter 0013: a table of schema public without RLS, which the API roles' grants then decide alone.
select
    'rls_disabled_in_public' as name,
    format('rls_disabled_in_public_%s_%s', n.nspname, c.relname) as cache_key,
    format('Table `%s.%s` is in the `public` but RLS has not been enabled.', n.nspname, c.relname) as detail
from
    pg_catalog.pg_class c
    join pg_catalog.pg_namespace n
        on c.relnamespace = n.oid
where
    c.relkind = 'r'
    and n.nspname = 'public'
    and not c.relrowsecurity
