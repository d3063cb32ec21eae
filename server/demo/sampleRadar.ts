/**
 * The radar's sample entries: thirty vendors, models, tools and practices across the four rings,
 * most public, a few private, some due for review, the first linked to sample signals and notes,
 * and a handful with the moves that brought them to their ring. Written in the strategist's voice,
 * marked as sample data like every demo row (the build never reads them for /radar).
 */
import { addDays } from '../../src/lib/ownerDays.ts';
import type { Quadrant, Ring } from '../../src/lib/radar/radarEntry.ts';
import { wallClock } from './sampleCalendar.ts';

type Entry = [name: string, quadrant: Quadrant, ring: Ring, rationale: string, isPublic?: boolean];

const entries: readonly Entry[] = [
  [
    'Retrieval over your own documents',
    'practices',
    'adopt',
    'The cheapest way to make a model useful on your own knowledge, and the easiest to check.',
  ],
  ['Evaluation sets before launch', 'practices', 'adopt', 'Forty real questions with known answers catch more than any demo.'],
  ['Human sign-off on outbound messages', 'practices', 'adopt', 'Agents draft; people send. Keeps the brand and the regulator on side.'],
  ['Prompt versioning', 'practices', 'trial', 'Worth it once more than one person edits prompts.'],
  ['Agent handoffs between teams', 'practices', 'assess', 'Promising in claims triage; unclear who owns the failure.'],
  ['Fully autonomous customer agents', 'practices', 'hold', 'Not until escalation and audit are solved.'],
  ['AI usage policy by role', 'practices', 'adopt', 'Roles differ in risk; one policy for all is ignored by all.'],
  ['Synthetic survey respondents', 'practices', 'hold', 'Answers look plausible and are not evidence.', false],
  ['General-purpose frontier chat models', 'models', 'adopt', 'Good enough for drafting and analysis in most teams today.'],
  ['Small open-weight models on own hardware', 'models', 'trial', 'Right for private data and steady volume; needs an owner.'],
  ['Reasoning models for planning', 'models', 'trial', 'Better on multi-step work; slower and dearer per answer.'],
  ['Domain-tuned models for law and finance', 'models', 'assess', 'Gains over a good retrieval set-up are still small.'],
  ['Speech-to-text for meeting notes', 'models', 'adopt', 'Accurate enough; agree consent and retention first.'],
  ['Image generation for brand assets', 'models', 'assess', 'Fine for drafts; rights and consistency still need care.'],
  ['Video avatars of executives', 'models', 'hold', 'Trust costs more than the time saved.'],
  ['Embedding models as a commodity', 'models', 'trial', 'Pick one, measure on your data, do not chase leaderboards.', false],
  ['Coding assistants in the editor', 'tools', 'adopt', 'Measurable time saved on routine code; review stays human.'],
  ['Meeting summarisers', 'tools', 'trial', 'Useful when the notes are checked by someone who was there.'],
  ['No-code agent builders', 'tools', 'assess', 'Fast to start, hard to test and version.'],
  ['Browser agents for back-office tasks', 'tools', 'assess', 'Brittle on changing pages; watch the error rates.'],
  ['Spreadsheet copilots', 'tools', 'trial', 'Good for formulas and first charts; check every number.'],
  ['AI detectors for written work', 'tools', 'hold', 'Too many false accusations to act on.'],
  ['Observability for model calls', 'tools', 'trial', 'You cannot improve what you do not log.'],
  ['Vector databases as a separate service', 'tools', 'assess', 'Postgres often does the job until scale says otherwise.', false],
  ['A hyperscaler AI platform', 'vendors', 'adopt', 'Where your data already lives, procurement and security are simpler.'],
  ['Independent model labs via API', 'vendors', 'trial', 'Strong models; plan for price and terms to change.'],
  ['Open-source model hubs', 'vendors', 'trial', 'The place to find and compare open models; vet licences.'],
  ['Point-solution AI start-ups for HR', 'vendors', 'assess', 'Check the hiring guidance before any pilot.'],
  ['Bundled suite copilots per seat', 'vendors', 'assess', 'Adoption, not licences, decides the return.'],
  ['Unvetted browser extensions', 'vendors', 'hold', 'They read everything on the page.', false],
];

/** Moves of the sample entries: [entry index, from, to, reason, days ago]. */
const moves: readonly [number, Ring, Ring, string, number][] = [
  [3, 'assess', 'trial', 'Two teams lost a working prompt to an edit; versioning would have kept it.', 40],
  [9, 'assess', 'trial', 'A client runs one in production on claims data without incident.', 25],
  [16, 'trial', 'adopt', 'Three months of pull-request data show the time saved holds.', 60],
  [16, 'assess', 'trial', 'A first team asked to try it after a conference talk.', 150],
  [21, 'assess', 'hold', 'Two universities withdrew them after wrong accusations.', 10],
];

export function sampleRadar(today: string, uuid: () => string, sources: { signalIds: string[]; noteIds: string[] }) {
  const ids = entries.map(() => uuid());
  return {
    entries: entries.map(([name, quadrant, ring, rationale, isPublic = true], index) => ({
      id: ids[index],
      name,
      quadrant,
      ring,
      rationale,
      public: isPublic,
      // Every seventh entry is due for review: its date has passed.
      review_on: addDays(today, index % 7 === 0 ? -3 : 30 + index * 3),
      signal_ids: index < 6 ? sources.signalIds.slice(index, index + 2) : [],
      note_ids: index < 6 ? sources.noteIds.slice(index, index + 1) : [],
      created_at: wallClock(addDays(today, -170 + index), 9 * 60),
    })),
    moves: moves.map(([index, fromRing, toRing, reason, daysAgo]) => ({
      entry_id: ids[index],
      from_ring: fromRing,
      to_ring: toRing,
      reason,
      moved_at: wallClock(addDays(today, -daysAgo), 10 * 60),
    })),
  };
}
