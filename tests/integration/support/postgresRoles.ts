import { runSchemaFile } from '../../../server/db/bootstrap.ts';
import { openPostgres } from '../../../server/db/postgresDatabase.ts';
import { testDatabaseUrl } from './postgresServer.ts';

/**
 * Global setup of the integration tests on PostgreSQL (vitest.config.ts registers it only when
 * TEST_DATABASE_URL is set): creates the API roles once, before the workers start. Roles belong to
 * the whole server, and two workers creating them at the same moment would collide; after this,
 * every test database's bootstrap finds them in place.
 */
export default async function createApiRoles(): Promise<void> {
  const db = await openPostgres(testDatabaseUrl!);
  try {
    await runSchemaFile(db, 'supabase-roles.sql');
  } finally {
    await db.close();
  }
}
