import { type Quadrant, quadrantLabels, quadrants, type Ring, ringLabels, rings } from '../../../lib/radar/radarEntry.ts';
import { radarBlips } from '../../../lib/radar/radarLayout.ts';
import type { Column } from '../kit/tableRows.ts';
import { choiceParam, sortParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import type { RadarEntry } from './radarApi.ts';

/** The radar's view as its address holds it: `?quadrant=tools&ring=trial&shown=due&q=…`. */
export const radarAddress = urlParams({
  quadrant: choiceParam(['all', ...quadrants], 'all'),
  ring: choiceParam(['all', ...rings], 'all'),
  shown: choiceParam(['all', 'public', 'private', 'due'], 'all'),
  q: textParam(),
  sort: sortParam(['number', 'name', 'quadrant', 'ring', 'review_on', 'updated_at'], { key: 'number', direction: 'ascending' }),
  page: wholeParam(1),
});
export type RadarAddress = UrlValue<typeof radarAddress>;

/** Due for review: a review date today or past (`today` is the owner's day, YYYY-MM-DD). */
export const isDue = (entry: Pick<RadarEntry, 'review_on'>, today: string) => entry.review_on !== null && entry.review_on <= today;

export const radarKept =
  (today: string) =>
  ({ quadrant, ring, shown, q }: Pick<RadarAddress, 'quadrant' | 'ring' | 'shown' | 'q'>) =>
  (entry: RadarEntry): boolean =>
    (quadrant === 'all' || entry.quadrant === quadrant) &&
    (ring === 'all' || entry.ring === ring) &&
    (shown === 'all' || (shown === 'due' ? isDue(entry, today) : entry.public === (shown === 'public'))) &&
    (q === '' || `${entry.name} ${entry.rationale}`.toLowerCase().includes(q.toLowerCase()));

const ringOrder = (ring: Ring) => rings.indexOf(ring);
const quadrantOrder = (quadrant: Quadrant) => quadrants.indexOf(quadrant);

/** The table equivalent of the radar: each entry with its blip's number, so the two read together. */
export function radarColumns(entries: readonly RadarEntry[], today: string): Column<RadarEntry>[] {
  const numbers = new Map(radarBlips(entries).map((blip) => [blip.id, blip.number]));
  return [
    { key: 'number', label: 'No.', value: (entry) => numbers.get(entry.id) ?? 0, numeric: true },
    { key: 'name', label: 'Entry', value: (entry) => entry.name, opens: true },
    {
      key: 'quadrant',
      label: 'Quadrant',
      value: (entry) => quadrantOrder(entry.quadrant),
      cell: (entry) => quadrantLabels[entry.quadrant],
      csv: (entry) => entry.quadrant,
    },
    {
      key: 'ring',
      label: 'Ring',
      value: (entry) => ringOrder(entry.ring),
      cell: (entry) => ringLabels[entry.ring],
      csv: (entry) => entry.ring,
    },
    {
      key: 'review_on',
      label: 'Review',
      value: (entry) => entry.review_on ?? '',
      cell: (entry) => (entry.review_on ? `${entry.review_on}${isDue(entry, today) ? ' (due)' : ''}` : '—'),
    },
    { key: 'public', label: 'On /radar', value: (entry) => (entry.public ? 'Public' : 'Private'), sortable: false },
    { key: 'updated_at', label: 'Changed', value: (entry) => entry.updated_at, cell: (entry) => entry.updated_at.slice(0, 10) },
  ];
}

/** The CSV export: the table's columns and the rationale, which the table leaves to the opened entry. */
export const radarCsvColumns = (columns: readonly Column<RadarEntry>[]): Column<RadarEntry>[] => [
  ...columns,
  { key: 'rationale', label: 'Rationale', value: (entry) => entry.rationale },
];

/** The export as JSON: every kept entry with its moves, the links by id (titles stay in the console). */
export function radarJson(entries: readonly RadarEntry[], moves: readonly { entry_id: string }[]): string {
  return JSON.stringify(
    entries.map(({ is_sample: _sample, ...entry }) => ({ ...entry, moves: moves.filter((move) => move.entry_id === entry.id) })),
    null,
    2,
  );
}
