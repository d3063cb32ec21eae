import { formatClockTime } from '../../../lib/publishing/chapters.ts';
import { OpenRowButton } from '../kit/DataTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import { episodeDate, numbering, numberingLabel } from './episodeList.ts';
import type { EpisodeSummary } from './episodesApi.ts';
import { episodeStatuses, statusLabel } from './episodeStatuses.ts';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The episodes table: a title opens the episode; statuses sort in the order of the work, numbers by season then episode. */
export const episodeColumns = (open: (episode: EpisodeSummary) => void): Column<EpisodeSummary>[] => [
  {
    key: 'title',
    label: 'Title',
    value: (episode) => episode.title,
    cell: (episode) => (
      <OpenRowButton sample={episode.is_sample} onOpen={() => open(episode)}>
        {episode.title}
      </OpenRowButton>
    ),
  },
  { key: 'number', label: 'Number', value: numbering, cell: numberingLabel },
  {
    key: 'status',
    label: 'Status',
    value: (episode) => episodeStatuses.findIndex((entry) => entry.id === episode.status),
    cell: (episode) => statusLabel(episode.status),
  },
  { key: 'date', label: 'Published or planned', value: episodeDate, cell: (episode) => day(episodeDate(episode)) },
  { key: 'updated_at', label: 'Changed', value: (episode) => episode.updated_at, cell: (episode) => day(episode.updated_at) },
  {
    key: 'length',
    label: 'Length',
    value: (episode) => episode.duration_seconds,
    cell: (episode) => (episode.duration_seconds === null ? '' : formatClockTime(episode.duration_seconds)),
    sortable: false,
  },
];
