import { SortHeader, type SortDirection } from '../kit/SortHeader.tsx';
import { ownerLabel } from './ownerDateTime.ts';
import { type PieceLine, type PieceSortKey, statusLabel } from './pieceList.ts';

/** One page of pieces; a title opens its editor. */
export function PieceTable({
  lines,
  timeZone,
  sort,
  onSort,
  onOpen,
}: {
  lines: readonly PieceLine[];
  timeZone: string;
  sort: { key: PieceSortKey; direction: SortDirection };
  onSort(sort: { key: PieceSortKey; direction: SortDirection }): void;
  onOpen(line: PieceLine): void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <SortHeader column="title" label="Title" sort={sort} onSort={onSort} />
            <SortHeader column="kind" label="Kind" sort={sort} onSort={onSort} />
            <SortHeader column="status" label="Status" sort={sort} onSort={onSort} />
            <SortHeader column="date" label="Date" sort={sort} onSort={onSort} />
            <SortHeader column="updatedAt" label="Changed" sort={sort} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.kind}-${line.id}`}>
              <td>
                <button type="button" className="admin-link" onClick={() => onOpen(line)}>
                  {line.title}
                </button>
                {line.isSample && <span className="admin-badge">sample</span>}
              </td>
              <td>{line.kind === 'article' ? 'Article' : 'Newsletter issue'}</td>
              <td>{statusLabel(line.kind, line.status)}</td>
              <td>{line.date ? ownerLabel(line.date, timeZone) : ''}</td>
              <td>{ownerLabel(line.updatedAt, timeZone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
