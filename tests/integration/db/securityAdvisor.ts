import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../../server/db/database.ts';

/** One finding of a lint, named as the Security Advisor names it (its `cache_key`). */
export interface Finding {
  name: string;
  cache_key: string;
  detail: string;
}

const lintsDir = join(import.meta.dirname, 'splinter');
const projectRoot = join(import.meta.dirname, '../../..');

/** Supabase's own schemas, which splinter's lints leave out (one list, as in its latest lints). */
const supabaseSchemas = [
  '_timescaledb_cache',
  '_timescaledb_catalog',
  '_timescaledb_config',
  '_timescaledb_internal',
  'auth',
  'cron',
  'extensions',
  'graphql',
  'graphql_public',
  'information_schema',
  'net',
  'pgmq',
  'pgroonga',
  'pgsodium',
  'pgsodium_masks',
  'pgtle',
  'pgbouncer',
  'pg_catalog',
  'realtime',
  'repack',
  'storage',
  'supabase_functions',
  'supabase_migrations',
  'tiger',
  'topology',
  'vault',
];

/** The schemas the API serves, as supabase/config.toml's [api] section says (a hosted project keeps them in pgrst.db_schemas). */
export function exposedSchemas(): string[] {
  const config = readFileSync(join(projectRoot, 'supabase/config.toml'), 'utf8');
  const schemas = /^\[api\][^[]*?^schemas\s*=\s*(\[[^\]]*\])/m.exec(config)?.[1];
  if (!schemas) throw new Error('supabase/config.toml has no [api] schemas = [...] line.');
  return JSON.parse(schemas) as string[];
}

/**
 * Runs the security lints of Supabase's Security Advisor (splinter), one file each in
 * ./splinter, as splinter runs them: with an empty search_path and PostgREST's exposed schemas.
 */
export async function runSecurityLints(db: Database, schemas: readonly string[]): Promise<Finding[]> {
  const quoted = supabaseSchemas.map((schema) => `'${schema}'`).join(', ');
  const lints = readdirSync(lintsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  return db.transaction(async (tx) => {
    await tx.exec("set local search_path = ''");
    await tx.query("select pg_catalog.set_config('pgrst.db_schemas', $1, true)", [schemas.join(',')]);
    const findings: Finding[] = [];
    for (const file of lints) {
      const sql = readFileSync(join(lintsDir, file), 'utf8').replaceAll(':supabase_schemas', quoted);
      findings.push(...(await tx.query<Finding>(sql)).rows);
    }
    return findings;
  });
}
