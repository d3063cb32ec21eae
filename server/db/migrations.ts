import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.ts';

/**
 * Applies every `supabase/migrations/*.sql` not applied before, in name order, each in its own
 * transaction. The record table is the one the Supabase CLI keeps, so the same history reads the
 * same way locally and on a hosted project.
 */
export async function applyMigrations(db: Database, migrationsDir: string): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  const done = new Set(applied.rows.map((row) => row.version));
  const pending = migrationFiles(migrationsDir).filter((file) => !done.has(file.version));
  for (const file of pending) {
    await db
      .transaction(async (tx) => {
        await tx.exec(readFileSync(join(migrationsDir, file.fileName), 'utf8'));
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [file.version, file.name]);
      })
      .catch((error: unknown) => {
        throw new Error(`Migration ${file.fileName} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      });
  }
  return pending.map((file) => file.fileName);
}

interface MigrationFile {
  fileName: string;
  version: string;
  name: string;
}

function migrationFiles(dir: string): MigrationFile[] {
  return readdirSync(dir)
    .filter((fileName) => fileName.endsWith('.sql'))
    .sort()
    .map((fileName) => {
      const match = /^(\d+)_(.+)\.sql$/.exec(fileName);
      if (!match?.[1] || !match[2]) throw new Error(`Migration file "${fileName}" must be named <timestamp>_<topic>.sql.`);
      return { fileName, version: match[1], name: match[2] };
    });
}
