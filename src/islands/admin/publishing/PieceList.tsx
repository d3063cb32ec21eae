import { useMemo } from 'react';
import { optionsOf } from '../kit/choiceOptions.ts';
import type { FilterControl } from '../kit/FilterBar.tsx';
import { FilteredTable, type ListTable } from '../kit/FilteredTable.tsx';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useListAddress } from '../kit/useUrlState.ts';
import { pieceColumns, type PieceLine, pieceKept, pieceLines, piecesAddress, type PiecesAddress, statusLabels } from './pieceList.ts';
import { loadArticles, loadIssues } from './piecesApi.ts';
import type { PublishingView } from './publishingView.ts';
import { ToolSection } from '../kit/ToolSection.tsx';

const loadLines = async () => {
  const [articles, issues] = await Promise.all([loadArticles(), loadIssues()]);
  return pieceLines(articles, issues);
};

const kinds = optionsOf({ all: 'Articles and issues', article: 'Articles', issue: 'Newsletter issues' });
const statuses = optionsOf({ all: 'Every status', ...statusLabels, published: 'Published or sent' });
const filters: FilterControl<PiecesAddress>[] = [
  { key: 'kind', label: 'Kind', kind: 'choice', options: kinds },
  { key: 'status', label: 'Status', kind: 'choice', options: statuses },
  { key: 'q', label: 'Search', kind: 'search' },
];

/** Every article and newsletter issue: filtered by kind, status and text, sorted, paged, as the address says. */
export function PieceList({ timeZone, onOpen }: { timeZone: string; onOpen(view: PublishingView): void }) {
  return (
    <ToolData data={useToolData(loadLines)} what="the pieces">
      {(lines) => <Pieces lines={lines} timeZone={timeZone} onOpen={onOpen} />}
    </ToolData>
  );
}

function Pieces({ lines, timeZone, onOpen }: { lines: readonly PieceLine[]; timeZone: string; onOpen(view: PublishingView): void }) {
  const list = useListAddress(piecesAddress);
  const columns = useMemo(() => pieceColumns(timeZone), [timeZone]);

  const spec: ListTable<PieceLine, PiecesAddress> = {
    idPrefix: 'pieces',
    controls: filters,
    columns,
    keep: pieceKept,
    noun: 'pieces',
    noMatch: 'No piece matches this filter.',
    empty: (
      <ToolEmpty title="Nothing written yet">
        Press “New article” to write the first piece; it saves itself as a draft while you type. An issue can be written on its own or made
        from an article.
      </ToolEmpty>
    ),
  };
  return (
    <ToolSection title="Articles and newsletter issues">
      <div className="admin-actions">
        <button type="button" className="button button-primary" onClick={() => onOpen({ kind: 'article', id: null })}>
          New article
        </button>
        <button type="button" className="button" onClick={() => onOpen({ kind: 'issue', id: null })}>
          New newsletter issue
        </button>
      </div>
      <FilteredTable
        spec={spec}
        list={list}
        rows={lines}
        rowProps={{
          rowKey: (line) => `${line.kind}-${line.id}`,
          onOpen: (line) => onOpen({ kind: line.kind, id: line.id }),
          isSample: (line) => line.isSample,
        }}
      />
    </ToolSection>
  );
}
