-- Splinter 0006: more than one permissive policy for the same role and action on a table, each evaluated for every row.
select
    'multiple_permissive_policies' as name,
    format('multiple_permissive_policies_%s_%s_%s_%s', n.nspname, c.relname, r.rolname, act.cmd) as cache_key,
    format(
        'Table `%s.%s` has multiple permissive policies for role `%s` for action `%s`. Policies include `%s`',
        n.nspname, c.relname, r.rolname, act.cmd, array_agg(p.polname order by p.polname)
    ) as detail
from
    pg_catalog.pg_policy p
    join pg_catalog.pg_class c
        on p.polrelid = c.oid
    join pg_catalog.pg_namespace n
        on c.relnamespace = n.oid
    join pg_catalog.pg_roles r
        on p.polroles @> array[r.oid]
        or p.polroles = array[0::oid],
    lateral (
        select x.cmd
        from unnest((
            select
                case p.polcmd
                    when 'r' then array['SELECT']
                    when 'a' then array['INSERT']
                    when 'w' then array['UPDATE']
                    when 'd' then array['DELETE']
                    when '*' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE']
                    else array['ERROR']
                end as actions
        )) x(cmd)
    ) act(cmd)
where
    c.relkind = 'r'
    and p.polpermissive
    and n.nspname not in (:supabase_schemas)
    and r.rolname not like 'pg_%'
    and r.rolname not like 'supabase%admin'
    and not r.rolbypassrls
group by
    n.nspname,
    c.relname,
    r.rolname,
    act.cmd
having
    count(1) > 1
