import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/repositoryFiles.ts';

/**
 * Migrations are named as the Supabase CLI names them, `<timestamp>_<topic>.sql` with a snake_case
 * topic. The names are applied history on hosted databases (supabase_migrations.schema_migrations
 * keeps each version), so an existing one is never renamed.
 */
const migrations = readdirSync(join(projectRoot, 'supabase/migrations'));

describe('the migrations folder', () => {
  it('holds only <14-digit timestamp>_<snake_case topic>.sql files', () => {
    expect(migrations.filter((name) => !/^\d{14}_[a-z0-9]+(_[a-z0-9]+)*\.sql$/.test(name))).toEqual([]);
  });

  it('gives every migration a timestamp of its own, so their order is never a tie', () => {
    const timestamps = migrations.map((name) => name.slice(0, 14));
    expect(new Set(timestamps).size).toBe(timestamps.length);
  });
});
