import type { Quadrant, Ring } from '../../../lib/radar/radarEntry.ts';
import type { EntryChange, RadarEntry } from './radarApi.ts';

/** An entry's form as typed: texts as they are, the links as chosen ids. */
export interface EntryDraft {
  name: string;
  quadrant: Quadrant;
  ring: Ring;
  rationale: string;
  review_on: string;
  public: boolean;
  signal_ids: string[];
  note_ids: string[];
}

export const draftOf = (entry: RadarEntry | null): EntryDraft => ({
  name: entry?.name ?? '',
  quadrant: entry?.quadrant ?? 'tools',
  ring: entry?.ring ?? 'assess',
  rationale: entry?.rationale ?? '',
  review_on: entry?.review_on ?? '',
  public: entry?.public ?? false,
  signal_ids: entry?.signal_ids ?? [],
  note_ids: entry?.note_ids ?? [],
});

export function entryProblems(
  draft: EntryDraft,
  otherNames: readonly string[],
): Partial<Record<'name' | 'rationale' | 'review_on', string>> {
  const problems: Partial<Record<'name' | 'rationale' | 'review_on', string>> = {};
  const name = draft.name.trim();
  if (name === '') problems.name = 'Name the vendor, model, tool or practice.';
  else if (name.length > 120) problems.name = `The name is ${name.length} characters; keep it within 120.`;
  else if (otherNames.some((other) => other.toLowerCase() === name.toLowerCase())) problems.name = `“${name}” is already on the radar.`;
  if (draft.rationale.length > 4000) problems.rationale = `The rationale is ${draft.rationale.length} characters; keep it within 4,000.`;
  if (draft.public && draft.rationale.trim() === '') problems.rationale = 'A public entry needs its rationale: readers see it on /radar.';
  if (draft.review_on !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(draft.review_on))
    problems.review_on = 'Give the review date as a day (YYYY-MM-DD).';
  return problems;
}

export const changeOf = (draft: EntryDraft): EntryChange => ({
  name: draft.name.trim(),
  quadrant: draft.quadrant,
  rationale: draft.rationale.trim(),
  review_on: draft.review_on === '' ? null : draft.review_on,
  public: draft.public,
  signal_ids: draft.signal_ids,
  note_ids: draft.note_ids,
});

/** A move's reason is required: the record of moves is the radar's memory of why. */
export function moveProblem(from: Ring, to: Ring, reason: string): string {
  if (from === to) return 'Choose another ring than the one it is in.';
  if (reason.trim() === '') return 'Say why it moves: the reason is kept with the move.';
  if (reason.length > 1000) return `The reason is ${reason.length} characters; keep it within 1,000.`;
  return '';
}
