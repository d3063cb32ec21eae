import { tagLabel } from '../../../lib/knowledge/tags.ts';
import { csvText } from '../kit/csvText.ts';
import type { Signal } from './signalsApi.ts';

/** The filtered signals as CSV, tags as written and as read (occupational groups by name). */
export function signalsCsv(signals: readonly Signal[]): string {
  return csvText(
    ['date', 'title', 'link', 'source', 'strength', 'tags', 'tag_names', 'summary', 'sample'],
    signals.map((signal) => [
      signal.signal_on,
      signal.title,
      signal.url,
      signal.source,
      signal.strength,
      signal.tags.join(' '),
      signal.tags.map(tagLabel).join('; '),
      signal.summary,
      signal.is_sample,
    ]),
  );
}

/** The shortcut a key press on the list means, or null; typing in a field is never a shortcut. */
export type ListKey = 'next' | 'previous' | 'open' | 'edit' | 'add';

export function listKeyOf(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }, typing: boolean): ListKey | null {
  if (typing || event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.key === 'j' || event.key === 'ArrowDown') return 'next';
  if (event.key === 'k' || event.key === 'ArrowUp') return 'previous';
  if (event.key === 'Enter') return 'open';
  if (event.key === 'e') return 'edit';
  if (event.key === '/' || event.key === 'n') return 'add';
  return null;
}
