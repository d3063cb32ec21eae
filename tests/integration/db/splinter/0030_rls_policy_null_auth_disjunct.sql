-- Splinter 0030: read policies with a top-level `auth.uid() is null or ...`, true for every signed-out session.
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
        lower(replace(replace(replace(coalesce(pb.qual, ''), ' ', ''), E'\n', ''), E'\t', '')) as normalized_qual
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
candidates as (
    select
        p.*,
        regexp_replace(
            regexp_replace(
                regexp_replace(
                    regexp_replace(
                        normalized_qual,
                        'not\((auth\.(uid|jwt|role)\(\)|current_setting\([^)]*,true\))isnotnull\)', 'xnullchkx', 'g'
                    ),
                    '(auth\.(uid|jwt|role)\(\)|current_setting\([^)]*,true\))isnull', 'xnullchkx', 'g'
                ),
                'current_setting\([^)]*\)', 'fff', 'g'
            ),
            'auth\.(uid|jwt|role)\(\)', 'fff', 'g'
        ) as sentinel
    from policies p
    where
        is_rls_active
        and is_permissive
        and command in ('SELECT', 'ALL')
        and (
            role_oids = array[0::oid]
            or exists (select 1 from unnest(role_oids) as r where r::regrole::text in ('anon', 'authenticated'))
        )
),
classified as (
    select
        c.*,
        regexp_replace(regexp_replace(sentinel, '^\(', ''), '\)$', '') as stripped
    from candidates c
),
analyzed as (
    select
        c.*,
        regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
            stripped,
            '\([^()]*\)', '', 'g'), '\([^()]*\)', '', 'g'), '\([^()]*\)', '', 'g'),
            '\([^()]*\)', '', 'g'), '\([^()]*\)', '', 'g'), '\([^()]*\)', '', 'g'
        ) as core
    from classified c
)
select
    'rls_policy_null_auth_disjunct' as name,
    format('rls_policy_null_auth_disjunct_%s_%s_%s', schema_name, table_name, policy_name) as cache_key,
    format('Table `%s.%s` has a permissive policy `%s` for `%s` whose USING clause is true whenever the caller has no auth.uid().', schema_name, table_name, policy_name, command) as detail
from
    analyzed
where
    (core ~ 'or' and core !~ 'and')
    and stripped ~ '(^|or)\(xnullchkx\)($|or)'
