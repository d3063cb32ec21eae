-- Splinter 0028: SECURITY DEFINER functions that the `anon` role may execute: they run as their owner and bypass RLS.
select
    'anon_security_definer_function_executable' as name,
    format('anon_security_definer_function_executable_%s_%s_%s', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as cache_key,
    format('SECURITY DEFINER function `%s.%s(%s)` is executable by the `anon` role.', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as detail
from
    pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n
        on p.pronamespace = n.oid
where
    p.prosecdef = true
    and pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
    and n.nspname not in (:supabase_schemas)
