import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { majorGroups, occupations } from '../../../../../src/lib/ai-exposure/data.ts';
import { jobsDataMigration, newestJobsDataMigration } from '../../../../../src/lib/ai-exposure/jobsDataMigration.ts';

const migrationsDir = join(import.meta.dirname, '../../../../../supabase/migrations');

describe('the AI jobs data the partner API serves', () => {
  it('is the newest jobs data migration, generated from today’s CSVs', () => {
    const newest = newestJobsDataMigration(readdirSync(migrationsDir));
    expect(newest, 'a migration ending in _ai_jobs_data.sql').toBeDefined();
    expect(
      readFileSync(join(migrationsDir, newest as string), 'utf8'),
      'the CSVs changed: run `npm run jobs:data-migration -- <new timestamp>`',
    ).toBe(jobsDataMigration(majorGroups, occupations));
  });

  it('quotes titles and writes a blank cell as null, never 0', () => {
    const sql = jobsDataMigration([], [{ ...occupations[0]!, occupation_title: "Workers' Reps", employment_2024: null }]);
    expect(sql).toContain("'Workers'' Reps', '11-0000', null,");
  });
});
