/**
 * What `npm start -- --demo` does once the backend is up: seed the sample data, or say why not.
 */
import { join } from 'node:path';
import { site } from '../../src/lib/site.ts';
import type { Database } from '../db/database.ts';
import { seedDemoData, type SeedOutcome } from './seedDemoData.ts';

const contentDir = join(import.meta.dirname, '../../src/content/assessments');

export async function runDemoFlag(db: Database, siteUrl: string, now: number): Promise<string> {
  return demoMessage(await seedDemoData(db, { siteUrl, timeZone: site.timeZone, now, contentDir }));
}

export function demoMessage(outcome: SeedOutcome): string {
  switch (outcome.kind) {
    case 'seeded':
      return `Demo: sample data written (${Object.entries(outcome.counts)
        .map(([table, count]) => `${table} ${count}`)
        .join(', ')}). Every row is marked as sample; "Remove sample data" on /admin-workstation removes it.`;
    case 'already-seeded':
      return 'Demo: the sample data is already there; nothing was written. Remove it on /admin-workstation.';
    case 'in-use':
      return `Demo: nothing written, because this database holds real data (${outcome.tables.join(', ')}). Sample data only goes into an empty database; start with another --data folder to try it.`;
  }
}
