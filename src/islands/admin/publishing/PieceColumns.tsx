import { OpenRowButton } from '../kit/DataTable.tsx';
import type { Column } from '../kit/tableRows.ts';
import { ownerLabel } from './ownerDateTime.ts';
import { type PieceLine, pieceStatuses, statusLabel } from './pieceList.ts';

/** The pieces table: a title opens its editor; statuses sort in the order of the work; times in the owner's zone. */
export const pieceColumns = (timeZone: string, open: (line: PieceLine) => void): Column<PieceLine>[] => [
  {
    key: 'title',
    label: 'Title',
    value: (line) => line.title,
    cell: (line) => (
      <OpenRowButton sample={line.isSample} onOpen={() => open(line)}>
        {line.title}
      </OpenRowButton>
    ),
  },
  { key: 'kind', label: 'Kind', value: (line) => line.kind, cell: (line) => (line.kind === 'article' ? 'Article' : 'Newsletter issue') },
  {
    key: 'status',
    label: 'Status',
    value: (line) => pieceStatuses.indexOf(line.status),
    cell: (line) => statusLabel(line.kind, line.status),
  },
  { key: 'date', label: 'Date', value: (line) => line.date, cell: (line) => (line.date ? ownerLabel(line.date, timeZone) : '') },
  { key: 'updatedAt', label: 'Changed', value: (line) => line.updatedAt, cell: (line) => ownerLabel(line.updatedAt, timeZone) },
];
