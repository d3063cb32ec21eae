-- Splinter 0014: extensions installed in schema public, where the API exposes their objects.
select
    'extension_in_public' as name,
    format('extension_in_public_%s', pe.extname) as cache_key,
    format('Extension `%s` is installed in the public schema. Move it to another schema.', pe.extname) as detail
from
    pg_catalog.pg_extension pe
where
    pe.extname not in ('plpgsql')
    and pe.extnamespace::regnamespace::text = 'public'
