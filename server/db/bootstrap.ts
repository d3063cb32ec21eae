import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { syncAdminEmails } from './adminEmails.ts';
import type { Database, Queries } from './database.ts';
import { applyMigrations } from './migrations.ts';

const here = import.meta.dirname;
export const migrationsDir = join(here, '../../supabase/migrations');

/** What a hosted project has before migrations, in the order they run. */
export const bootstrapFiles = [
  'supabase-roles.sql',
  'supabase-compat.sql',
  'auth-schema.sql',
  'storage-schema.sql',
  'server-schema.sql',
] as const;

/** Runs, as superuser, what a hosted project has before migrations, then the migrations, then seeds the admin list. */
export async function bootstrapDatabase(db: Database, adminEmails: readonly string[]): Promise<string[]> {
  const applied = await makeSchema(db);
  await syncAdminEmails(db, adminEmails);
  return applied;
}

/** The bootstrap files and the migrations not applied yet; answers the migrations it applied. */
export async function makeSchema(db: Database): Promise<string[]> {
  for (const file of bootstrapFiles) await runSchemaFile(db, file);
  return applyMigrations(db, migrationsDir);
}

/** Runs one of the bootstrap files of server/db/ (e.g. the server-wide roles before parallel test databases). */
export async function runSchemaFile(db: Queries, file: string): Promise<void> {
  const path = join(here, file);
  if (!existsSync(path)) throw new Error(`The database bootstrap needs server/db/${file}, which is missing.`);
  await db.exec(readFileSync(path, 'utf8'));
}
