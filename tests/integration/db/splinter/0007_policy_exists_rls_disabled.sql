-- Splinter 0007: policies written on a table whose RLS is off, so none of them applies.
select
    'policy_exists_rls_disabled' as name,
    format('policy_exists_rls_disabled_%s_%s', n.nspname, c.relname) as cache_key,
    format('Table `%s.%s` has RLS policies but RLS is not enabled on the table. Policies include %s.', n.nspname, c.relname, array_agg(p.polname order by p.polname)) as detail
from
    pg_catalog.pg_policy p
    join pg_catalog.pg_class c
        on p.polrelid = c.oid
    join pg_catalog.pg_namespace n
        on c.relnamespace = n.oid
    left join pg_catalog.pg_depend dep
        on c.oid = dep.objid
        and dep.deptype = 'e'
where
    c.relkind = 'r'
    and n.nspname not in (:supabase_schemas)
    and not c.relrowsecurity
    and dep.objid is null
group by
    n.nspname,
    c.relname
