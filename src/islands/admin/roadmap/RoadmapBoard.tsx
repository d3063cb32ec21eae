import { useCallback, useEffect, useMemo, useState, type DragEvent } from 'react';
import { ToolSection } from '../kit/ToolSection.tsx';
import { addToast } from '../../../stores/toasts.ts';
import { ExportCsvButton } from '../kit/ExportCsvButton.tsx';
import { FilterBar } from '../kit/FilterBar.tsx';
import { textMatches } from '../kit/tableRows.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { useUrlState } from '../kit/useUrlState.ts';
import { RoadmapCard, type MoveDirection } from './RoadmapCard.tsx';
import { RoadmapItemForm } from './RoadmapItemForm.tsx';
import { addRoadmapItem, changeRoadmapItem, deleteRoadmapItem, loadRoadmap, moveRoadmapItem } from './roadmapApi.ts';
import {
  boardCsv,
  boardOf,
  dropPlacement,
  keyboardPlacement,
  moveAnnouncement,
  movedBoard,
  roadmapAddress,
  roadmapColumns,
  type Board,
  type Placement,
  type RoadmapItem,
  type RoadmapStatus,
} from './roadmapBoard.ts';

const refused = (error: Error) => addToast({ title: 'Nothing was changed', description: error.message, variant: 'destructive' });

/** The slot a pointer is over in a column: how many of its cards lie above the pointer's middle. */
function slotAt(event: DragEvent<HTMLOListElement>): number {
  const cards = [...event.currentTarget.querySelectorAll(':scope > .roadmap-card')];
  return cards.filter((card) => {
    const box = card.getBoundingClientRect();
    return box.top + box.height / 2 < event.clientY;
  }).length;
}

/** The platform's roadmap: four columns, cards moved by dragging or by their buttons, every move numbered by the database and announced. */
export function RoadmapBoard() {
  const data = useToolData(loadRoadmap);
  return (
    <ToolData data={data} what="the roadmap">
      {(items) => <Roadmap items={items} reload={data.reload} />}
    </ToolData>
  );
}

/** The board as loaded, drawn moved at once while the database numbers a move; the filter in the address (`?q=`). */
function Roadmap({ items, reload }: { items: readonly RoadmapItem[]; reload(): void }) {
  const loaded = useMemo(() => boardOf(items), [items]);
  const [shown, setShown] = useState<Board>(loaded);
  const [announcement, setAnnouncement] = useState('');
  // A new object per move, so the moved card takes the focus again even when it is not drawn anew.
  const [refocus, setRefocus] = useState<{ id: string; direction: MoveDirection } | null>(null);
  const [filter, setFilter] = useUrlState(roadmapAddress);
  const [dragging, setDragging] = useState<string | null>(null);
  const [drop, setDrop] = useState<{ status: RoadmapStatus; slot: number } | null>(null);
  useEffect(() => setShown(loaded), [loaded]);

  const move = useCallback(
    async (board: Board, id: string, to: Placement) => {
      const title =
        Object.values(board)
          .flat()
          .find((item) => item.id === id)?.title ?? '';
      setShown(movedBoard(board, id, to));
      try {
        const placed = await moveRoadmapItem(id, to);
        setAnnouncement(placed ? moveAnnouncement(title, placed) : `“${title}” is no longer on the board.`);
      } catch (error) {
        refused(error as Error);
      }
      reload();
    },
    [reload],
  );

  const board = shown;
  const total = Object.values(board).flat().length;
  const wanted = filter.q.trim() !== '';

  return (
    <div className="admin-stack">
      <ToolSection title="New roadmap item">
        <RoadmapItemForm
          idPrefix="roadmap-new"
          heading="New roadmap item"
          initial={{ title: '', details: '' }}
          submitLabel="Add to Idea"
          onSubmit={async (draft) => {
            const position = Math.max(-1, ...board.idea.map((item) => item.position)) + 1;
            await addRoadmapItem({ ...draft, status: 'idea', position });
            setAnnouncement(`Added “${draft.title}” to Idea.`);
            reload();
          }}
        />
      </ToolSection>
      <ToolSection title="Board">
        <FilterBar
          idPrefix="roadmap"
          controls={[{ key: 'q', label: 'Filter', kind: 'search' }]}
          filter={filter}
          onChange={(change) => setFilter({ ...filter, ...change })}
        >
          <ExportCsvButton filename="roadmap.csv" csv={() => boardCsv(board)} disabled={total === 0} />
          <a className="admin-link" href="/platform-strategy">
            Strategy notes
          </a>
        </FilterBar>
        <p className="admin-muted">
          Drag a card, or use its buttons: ← and → move it to the next column, Up and Down within its column.
          {wanted && ' Clear the filter to reorder within a column.'}
        </p>
        <p className="roadmap-announcement" role="status">
          {announcement}
        </p>
        {total === 0 && (
          <ToolEmpty title="The roadmap is empty">
            Add the first item above: it starts as an idea, then moves to Planned, Doing and Done.
          </ToolEmpty>
        )}
        <div className="roadmap-columns">
          {roadmapColumns.map((column, columnIndex) => {
            const cards = board[column.status];
            const visible = cards.filter((item) => textMatches(filter.q, [item.title, item.details]));
            return (
              <section key={column.status} className="roadmap-column" aria-labelledby={`roadmap-${column.status}`}>
                <h3 id={`roadmap-${column.status}`} className="roadmap-column-title">
                  {column.label} <span className="admin-muted">({wanted ? `${visible.length} of ${cards.length}` : cards.length})</span>
                </h3>
                <ol
                  className={`roadmap-cards${drop?.status === column.status ? ' roadmap-drop-target' : ''}`}
                  aria-label={`${column.label} items`}
                  onDragOver={(event) => {
                    if (!dragging) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    setDrop({ status: column.status, slot: slotAt(event) });
                  }}
                  onDragLeave={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDrop(null);
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    const id = event.dataTransfer.getData('text/plain') || dragging;
                    setDrop(null);
                    setDragging(null);
                    if (id) void move(board, id, dropPlacement(board, id, column.status, slotAt(event)));
                  }}
                >
                  {visible.map((item, index) => (
                    <RoadmapCard
                      key={item.id}
                      item={item}
                      leftColumn={roadmapColumns[columnIndex - 1]?.label ?? null}
                      rightColumn={roadmapColumns[columnIndex + 1]?.label ?? null}
                      first={index === 0}
                      last={index === visible.length - 1}
                      reorderable={!wanted}
                      refocus={refocus?.id === item.id ? refocus : null}
                      onMove={(direction) => {
                        const to = keyboardPlacement(board, item.id, direction);
                        if (!to) return;
                        setRefocus({ id: item.id, direction });
                        void move(board, item.id, to);
                      }}
                      onSave={(change) => changeRoadmapItem(item.id, change).then(reload)}
                      onDelete={() =>
                        deleteRoadmapItem(item.id).then(() => {
                          setAnnouncement(`Deleted “${item.title}”.`);
                          reload();
                        }, refused)
                      }
                      onDragStart={() => setDragging(item.id)}
                      onDragEnd={() => {
                        setDragging(null);
                        setDrop(null);
                      }}
                    />
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      </ToolSection>
    </div>
  );
}
