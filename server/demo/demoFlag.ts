/**
 * What `npm start -- --demo` does once the backend is up: seed the sample data, the image studio's
 * sample images and the AI workbench's sample runs, or say why not.
 */
import { join } from 'node:path';
import { serviceClient } from '../../functions/_shared/visitor/serviceClient.ts';
import { visitorEnv } from '../../functions/_shared/visitor/visitorEnv.ts';
import { site } from '../../src/lib/site.ts';
import type { Backend } from '../backend.ts';
import { seedDemoData, type SeedOutcome, storedSampleRows } from './seedDemoData.ts';
import { seedSampleImages } from './seedSampleImages.ts';
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
  // Kept through the backend's own Storage API, which the seeding's transaction would have held up.
  const imagesFailed = await seedSampleImages(db, serviceClient(visitorEnv(backend.functionsEnv)).storage, now).then(
    () => '',
    (error: unknown) => `\nDemo: the image studio's sample images were not kept (${reasonOf(error)}).`,
  );
  // The runs are made by a runner of their own (the demo's model, its outage): the timer waits meanwhile.
  const makeRuns = () => seedSampleRuns(db, backend.functionsEnv, now);
  try {
    await (backend.runner ? backend.runner.exclusive(makeRuns) : makeRuns());
    // Counted again: the runs wrote sample rows of their own (briefs, issue drafts, tasks).
    return `${demoMessage({ kind: 'seeded', counts: await storedSampleRows(db) })}${imagesFailed}`;
  } catch (error) {
    return `${demoMessage(outcome)}${imagesFailed}\nDemo: the AI workbench's sample runs did not all come out as planned (${reasonOf(error)}); what was made is marked as sample too.`;
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
