/**
 * Writes the migration that loads the AI jobs data (src/data/ai-exposure) into the tables the
 * partner API serves. Run it when a CSV changes: `npm run jobs:data-migration -- <timestamp>`
 * writes a new migration (migrations already applied are never edited); without a timestamp it
 * rewrites the newest one.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jobsDataMigration, jobsDataMigrationSuffix, newestJobsDataMigration } from '../../src/lib/ai-exposure/jobsDataMigration.ts';
import { readTable } from '../../src/lib/ai-exposure/readTable.ts';
import { combinedRowSchema } from '../../src/lib/ai-exposure/schemas/combined.ts';
import { majorGroupRowSchema } from '../../src/lib/ai-exposure/schemas/majorGroups.ts';

const root = join(import.meta.dirname, '../..');
const dataDir = join(root, 'src/data/ai-exposure');
const migrationsDir = join(root, 'supabase/migrations');

const timestamp = process.argv[2];
if (timestamp !== undefined && !/^\d{14}$/.test(timestamp)) {
  console.error(`Expected a migration timestamp of 14 digits, like 20261201010100; received "${timestamp}".`);
  process.exit(1);
}
const read = (file: string) => readFileSync(join(dataDir, file), 'utf8');
const groups = readTable('major_groups.csv', read('major_groups.csv'), majorGroupRowSchema);
const occupations = readTable('combined_by_soc.csv', read('combined_by_soc.csv'), combinedRowSchema);
const target = timestamp ? `${timestamp}${jobsDataMigrationSuffix}` : newestJobsDataMigration(readdirSync(migrationsDir));
if (!target) {
  console.error(`No migration ends in ${jobsDataMigrationSuffix} yet; pass a timestamp to write the first.`);
  process.exit(1);
}
writeFileSync(join(migrationsDir, target), jobsDataMigration(groups, occupations));
console.log(`Wrote supabase/migrations/${target}: ${groups.length} groups, ${occupations.length} occupations.`);
