-- Splinter 0025: a public bucket whose files anyone may list, through a broad SELECT policy on
-- storage.objects (always true, or true for the whole bucket). Public addresses need no policy,
-- so such a policy only exposes the list of files.
with broad_policies as (
    select
        b.id as bucket_id,
        b.name as bucket_name,
        p.policyname as policy_name
    from
        storage.buckets b
        join pg_catalog.pg_policies p
            on p.schemaname = 'storage'
            and p.tablename = 'objects'
            and p.cmd in ('SELECT', 'ALL')
            and p.permissive = 'PERMISSIVE'
            and p.roles && array['public'::name, 'anon'::name, 'authenticated'::name]
    where
        b.public
        and (
            p.qual is null
            or replace(replace(replace(lower(p.qual), ' ', ''), E'\n', ''), E'\t', '') in ('true', '(true)', '1=1', '(1=1)')
            or (pg_catalog.regexp_match(p.qual, $re$\A\s*\(*\s*bucket_id\s*=\s*'((?:[^']|'')*)'(\s*::\s*[[:alnum:]_.]+)?\s*\)*\s*\Z$re$, 'i'))[1]
                = replace(b.id, '''', '''''')
        )
)
select
    'public_bucket_allows_listing' as name,
    format(
        'Public bucket `%s` has broad SELECT policies on `storage.objects` (%s), allowing clients to list all files.',
        bucket_name,
        string_agg(policy_name, ', ' order by policy_name)
    ) as detail,
    format('public_bucket_allows_listing_%s', bucket_id) as cache_key
from
    broad_policies
group by
    bucket_id,
    bucket_name
order by
    bucket_id
