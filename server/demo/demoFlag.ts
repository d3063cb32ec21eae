/**
 * What `npm start -- --demo` does once the backend is up: seed the sample data and the AI
 * workbench's sample runs, or say why not.
 */
import { join } from 'node:path';
import { site } from '../../src/lib/site.ts';
import type { Backend } from '../backend.ts';
import { seedDemoData, type SeedOutcome, storedSampleRows } from './seedDemoData.ts';
import { seedSampleRuns } from './seedSampleRuns.ts';

const contentDir = join(import.meta.dirname, '../../src/content/assessments');

export async function runDemoFlag(
  backend: Pick<Backend, 'deps' | 'functionsEnv' | 'runner'>,
  siteUrl: string,
  now: number,
): Promise<string> {
  const db = backend.deps.db;
  const outcome = await seedDemoData(db, { siteUrl, timeZone: site.timeZone, now, contentDir });
  if (outcome.kind !== 'seeded') return demoMessage(outcome);
  // The runs are made by a runner of their own (the demo's model, its outage): the timer waits meanwhile.
  const makeRuns = () => seedSampleRuns(db, backend.functionsEnv, now);
  try {
    await (backend.runner ? backend.runner.exclusive(makeRuns) : makeRuns());
    // Counted again: the runs wrote sample rows of their own (briefs, issue drafts, tasks).
    return demoMessage({ kind: 'seeded', counts: await storedSampleRows(db) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `${demoMessage(outcome)}\nDemo: the AI workbench's sample runs did not all come out as planned (${reason}); what was made is marked as sample too.`;
  }
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
