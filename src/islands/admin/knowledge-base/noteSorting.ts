import { optionsOf } from '../kit/choiceOptions.ts';
import type { NoteHit } from './notesApi.ts';

/**
 * How a page of notes is ordered. The database pages by relevance (while searching) or by the
 * newest change; title and creation order re-sort the page shown, which is what a reader of
 * 25 notes at a time needs without another query shape.
 */
const noteSortLabels = { relevance: 'Best match', updated: 'Newest changed', title: 'Title A–Z', created: 'Newest created' } as const;
export type NoteSort = keyof typeof noteSortLabels;
export const noteSorts = optionsOf<NoteSort>(noteSortLabels);

export function sortedHits(hits: readonly NoteHit[], sort: NoteSort): NoteHit[] {
  if (sort === 'title') return [...hits].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  if (sort === 'created') return [...hits].sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (sort === 'updated') return [...hits].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return [...hits];
}
