-- Splinter 0015: policies that trust user_metadata, which every user can edit about themselves.
with policies as (
    select
        nsp.nspname as schema_,
        polrelid::regclass table_,
        polname as policy_name,
        qual,
        with_check
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
)
select
    'rls_references_user_metadata' as name,
    format('rls_references_user_metadata_%s_%s_%s', schema_, table_, policy_name) as cache_key,
    format('Table `%s` has a row level security policy `%s` that references Supabase Auth `user_metadata`.', table_, policy_name) as detail
from
    policies
where
    schema_::text not in (:supabase_schemas)
    and (
        qual like '%auth.jwt()%user_metadata%'
        or qual like '%current_setting(%request.jwt.claims%)%user_metadata%'
        or with_check like '%auth.jwt()%user_metadata%'
        or with_check like '%current_setting(%request.jwt.claims%)%user_metadata%'
    )
