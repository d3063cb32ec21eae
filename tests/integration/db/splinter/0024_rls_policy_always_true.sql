-- Splinter 0024: write policies for the API roles that are always true, so RLS lets every row through.
with policies as (
    select
        nsp.nspname as schema_name,
        pb.tablename as table_name,
        pc.relrowsecurity as is_rls_active,
        pa.polname as policy_name,
        pa.polpermissive as is_permissive,
        pa.polroles as role_oids,
        case pa.polcmd
            when 'r' then 'SELECT'
            when 'a' then 'INSERT'
            when 'w' then 'UPDATE'
            when 'd' then 'DELETE'
            when '*' then 'ALL'
        end as command,
        pb.qual,
        pb.with_check,
        replace(replace(replace(lower(coalesce(pb.qual, '')), ' ', ''), E'\n', ''), E'\t', '') as normalized_qual,
        replace(replace(replace(lower(coalesce(pb.with_check, '')), ' ', ''), E'\n', ''), E'\t', '') as normalized_with_check
    from
        pg_catalog.pg_policy pa
        join pg_catalog.pg_class pc
            on pa.polrelid = pc.oid
        join pg_catalog.pg_namespace nsp
            on pc.relnamespace = nsp.oid
        join pg_catalog.pg_policies pb
            on pc.relname = pb.tablename
            and nsp.nspname = pb.schemaname
            and pa.polname = pb.policyname
    where
        pc.relkind = 'r'
        and nsp.nspname not in (:supabase_schemas)
),
permissive_patterns as (
    select
        p.*,
        (
            command in ('UPDATE', 'DELETE', 'ALL')
            and (normalized_qual in ('true', '(true)', '1=1', '(1=1)') or (qual is null and is_permissive))
        ) as has_permissive_using,
        (
            normalized_with_check in ('true', '(true)', '1=1', '(1=1)')
            or (with_check is null and is_permissive and command = 'INSERT')
            or (with_check is null and is_permissive and command in ('UPDATE', 'ALL')
                and normalized_qual in ('true', '(true)', '1=1', '(1=1)'))
        ) as has_permissive_with_check
    from
        policies p
    where
        is_rls_active
        and is_permissive
        and (
            role_oids = array[0::oid]
            or exists (select 1 from unnest(role_oids) as r where r::regrole::text in ('anon', 'authenticated'))
        )
)
select
    'rls_policy_always_true' as name,
    format('rls_policy_always_true_%s_%s_%s', schema_name, table_name, policy_name) as cache_key,
    format('Table `%s.%s` has an RLS policy `%s` for `%s` that allows unrestricted access.', schema_name, table_name, policy_name, command) as detail
from
    permissive_patterns
where
    has_permissive_using or has_permissive_with_check
