import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { syncAdminEmails } from './adminEmails.ts';
import { applyMigrations } from './migrations.ts';

const here = import.meta.dirname;
export const migrationsDir = join(here, '../../supabase/migrations');

/** Runs, as superuser, what a hosted project has before migrations, then the migrations, then seeds the admin list. */
export async function bootstrapDatabase(db: PGlite, adminEmails: readonly string[]): Promise<string[]> {
  for (const file of ['supabase-compat.sql', 'auth-schema.sql', 'server-schema.sql']) {
    const path = join(here, file);
    if (!existsSync(path)) throw new Error(`The database bootstrap needs server/db/${file}, which is missing.`);
    await db.exec(readFileSync(path, 'utf8'));
  }
  const applied = await applyMigrations(db, migrationsDir);
  await syncAdminEmails(db, adminEmails);
  return applied;
}
