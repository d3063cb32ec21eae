/** Scoring migrations are named `<timestamp>_assessment_scoring_data.sql`; the newest one holds the current data. */
export const scoringMigrationSuffix = '_assessment_scoring_data.sql';

export function newestScoringMigration(migrationFiles: readonly string[]): string | undefined {
  return migrationFiles
    .filter((name) => name.endsWith(scoringMigrationSuffix))
    .sort()
    .at(-1);
}
