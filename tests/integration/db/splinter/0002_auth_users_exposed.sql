-- Splinter 0002: auth.users exposed to the API roles through a view or materialized view.
select
    'auth_users_exposed' as name,
    format('auth_users_exposed_%s_%s', n.nspname, c.relname) as cache_key,
    format('View/Materialized View "%s" in the public schema may expose `auth.users` data to anon or authenticated roles.', c.relname) as detail
from
    pg_catalog.pg_class auth_users_pg_class
    join pg_catalog.pg_namespace auth_users_pg_namespace
        on auth_users_pg_class.relnamespace = auth_users_pg_namespace.oid
        and auth_users_pg_class.relname = 'users'
        and auth_users_pg_namespace.nspname = 'auth'
    join pg_catalog.pg_depend d
        on d.refobjid = auth_users_pg_class.oid
    join pg_catalog.pg_rewrite r
        on r.oid = d.objid
    join pg_catalog.pg_class c
        on c.oid = r.ev_class
    join pg_catalog.pg_namespace n
        on n.oid = c.relnamespace
where
    d.deptype = 'n'
    and (
      pg_catalog.has_table_privilege('anon', c.oid, 'SELECT')
      or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT')
    )
    and n.nspname = any(array(select trim(unnest(string_to_array(current_setting('pgrst.db_schemas', 't'), ',')))))
    and (
        c.relkind in ('m')
        or (
            c.relkind = 'v'
            and not (lower(coalesce(c.reloptions::text, '{}'))::text[]
                && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])
        )
        or (
            c.relkind in ('v')
            and (lower(coalesce(c.reloptions::text, '{}'))::text[]
                && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on'])
            and not auth_users_pg_class.relrowsecurity
        )
    )
group by
    n.nspname,
    c.relname,
    c.oid
