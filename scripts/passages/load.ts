/**
 * `npm run passages:load`: replaces the hosted project's site passages with those of the build in
 * dist/ (run it after each deploy of the site). It calls replace_site_passages through the REST
 * API with the service role, the only role that may, so every passage is swapped in one
 * transaction. Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (read from the environment only, never
 * from a file the site serves).
 */
import { join, resolve } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { readSitePassages } from '../../server/db/sitePassages.ts';
import { sitePassagesFile } from '../../integrations/builtFiles.ts';

// --dist=<dir>: another build output than dist/, as `npm start` takes it.
const distFlag = process.argv.slice(2).find((flag) => flag.startsWith('--dist='));
const distDir = resolve(join(import.meta.dirname, '../..'), distFlag ? distFlag.slice('--dist='.length) : 'dist');
const url = process.env.SUPABASE_URL;
const serviceRoleKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!url || !serviceRoleKey) {
  console.error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project’s API URL and service role key) to load the passages.');
  process.exit(1);
}
const passages = readSitePassages(distDir);
if (!passages) {
  console.error(`${join(distDir, sitePassagesFile)} is missing: build the site first (npm run build).`);
  process.exit(1);
}
const client = createClient(url, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
const { data, error } = await client.rpc('replace_site_passages', { p_passages: passages });
if (error) {
  console.error(`Loading the passages failed: ${error.message}`);
  process.exit(1);
}
console.log(`Loaded ${String(data)} site passages into ${new URL(url).host}.`);
