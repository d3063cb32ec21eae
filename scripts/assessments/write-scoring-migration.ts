/**
 * Writes the migration that loads each role's scoring into the database, for the server's
 * recomputation of scores. Run it when a question, weight, option score or level band changes:
 * `npm run assessments:scoring-migration -- <timestamp>` writes a new migration (migrations
 * already applied are never edited); without a timestamp it rewrites the newest one.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAssessment } from '../../src/lib/assessments/validate.ts';
import { scoringMigration } from '../../src/lib/assessments/scoringData.ts';
import { newestScoringMigration, scoringMigrationSuffix } from './scoringMigrationFile.ts';

const root = join(import.meta.dirname, '../..');
const contentDir = join(root, 'src/content/assessments');
const migrationsDir = join(root, 'supabase/migrations');

const timestamp = process.argv[2];
if (timestamp !== undefined && !/^\d{14}$/.test(timestamp)) {
  console.error(`Expected a migration timestamp of 14 digits, like 20261126090500; received "${timestamp}".`);
  process.exit(1);
}
const assessments = new Map(
  readdirSync(contentDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [name.replace(/\.json$/, ''), parseAssessment(name, JSON.parse(readFileSync(join(contentDir, name), 'utf8')))]),
);
const target = timestamp ? `${timestamp}${scoringMigrationSuffix}` : newestScoringMigration(readdirSync(migrationsDir));
if (!target) {
  console.error(`No migration ends in ${scoringMigrationSuffix} yet; pass a timestamp to write the first.`);
  process.exit(1);
}
writeFileSync(join(migrationsDir, target), scoringMigration(assessments));
console.log(`Wrote supabase/migrations/${target} for ${assessments.size} roles.`);
