/**
 * Everything `npm start -- --demo` writes, made from one seed and the owner's calendar: the same
 * seed and day give the same rows. Pure: the database work is in seedDemoData.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '../../src/lib/routes/index.ts';
import { site } from '../../src/lib/site.ts';
import { sampleBrand } from './sampleBrand.ts';
import { sampleDays, wallClock } from './sampleCalendar.ts';
import { sampleConsents } from './sampleConsent.ts';
import { sampleConversations } from './sampleConversations.ts';
import { sampleCredentials } from './sampleCredentials.ts';
import { sampleKnowledge } from './sampleKnowledge.ts';
import { samplePublishing } from './samplePublishing.ts';
import { sampleRadar } from './sampleRadar.ts';
import { readAssessments, sampleMessages, sampleResults, sampleSubscribers, sampleTasks } from './samplePeople.ts';
import { sampleTraffic, type SamplePage } from './sampleTraffic.ts';
import { seededRandom } from './seededRandom.ts';
import { addDays } from '../../src/lib/ownerDays.ts';

export const sampleSeed = 20_261_126;
export const sampleDayCount = 90;

/** The public pages a visitor can land on, titled as the layout titles them. */
export function samplePages(): SamplePage[] {
  return routes
    .filter((route) => route.access === 'public' && route.listed !== false)
    .map((route) => ({ route: route.path, title: `${route.title} · ${site.name}` }));
}

export function assessmentsFromContent(contentDir: string) {
  const files = readdirSync(contentDir).filter((name) => name.endsWith('.json'));
  return readAssessments(new Map(files.map((name) => [name, JSON.parse(readFileSync(join(contentDir, name), 'utf8')) as unknown])));
}

export interface SampleDataOptions {
  siteUrl: string;
  timeZone: string;
  now: number;
  contentDir: string;
}

export function sampleData({ siteUrl, timeZone, now, contentDir }: SampleDataOptions) {
  const random = seededRandom(sampleSeed);
  const days = sampleDays(sampleDayCount, timeZone, now);
  const traffic = sampleTraffic(days, siteUrl.replace(/\/$/, ''), samplePages(), random);
  const { users, results } = sampleResults(days, assessmentsFromContent(contentDir), random);
  const today = (days.at(-1) as (typeof days)[number]).date;
  const knowledge = sampleKnowledge(today);
  const strongest = knowledge.signals[0] as (typeof knowledge.signals)[number];
  return {
    batches: traffic.batches,
    consents: sampleConsents(days, traffic.visitors, random),
    subscribers: sampleSubscribers(days, random),
    messages: sampleMessages(days, random),
    users,
    results,
    tasks: [
      ...sampleTasks(today),
      {
        title: `Review signal: ${strongest.title}`,
        notes: 'Made from a signal: does it change what we tell clients about hiring tools?',
        due_on: addDays(today, 2),
        done_at: null,
        created_at: wallClock(strongest.signal_on, 1000),
        signal_id: strongest.id,
      },
    ],
    publishing: samplePublishing(today, siteUrl),
    brand: sampleBrand(today),
    knowledge,
    // Generators of their own, so the rest of the sample data stays as it was. Made in the name of
    // sample accounts: the owner's own may not exist yet when the demo data is written.
    conversations: sampleConversations(today, users, seededRandom(sampleSeed + 31)),
    credentials: sampleCredentials(days, seededRandom(sampleSeed + 29), (users[0] as (typeof users)[number]).id),
    radar: sampleRadar(today, seededRandom(sampleSeed + 31).uuid, {
      signalIds: knowledge.signals.map((signal) => signal.id),
      noteIds: knowledge.notes.map((note) => note.id),
    }),
  };
}

export type SampleData = ReturnType<typeof sampleData>;
