import { useCallback, useMemo, useState } from 'react';
import { ownerDate } from '../../../lib/ownerDays.ts';
import { PublishStatusLine } from '../kit/PublishStatusLine.tsx';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { usePublishToSite } from '../kit/usePublishToSite.ts';
import { useToolData } from '../kit/useToolData.ts';
import { statusLabels } from '../publishing/pieceList.ts';
import type { PieceStatus } from '../publishing/piecesApi.ts';
import { BoardCard } from './BoardCard.tsx';
import { loadHubPieces, movePiece } from './hubApi.ts';
import { editorHref, type HubPiece, kindLabels, placeOnCalendar, publicPath, statuses } from './hubPieces.ts';
import { MonthCalendar } from './MonthCalendar.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';

/** The editorial calendar: every planned piece on a month of the owner's days, unplanned ones beside it, and a board by status. */
export function PublishingHub({ timeZone }: { timeZone: string }) {
  const { state, reload } = useToolData(loadHubPieces);
  const today = ownerDate(timeZone, Date.now());
  const [month, setMonth] = useState(today.slice(0, 7));
  const { status: siteStatus, publish } = usePublishToSite();
  const pieces = state.kind === 'loaded' ? state.data : [];
  const placed = useMemo(() => placeOnCalendar(pieces, timeZone), [pieces, timeZone]);

  const move = useCallback(
    async (piece: HubPiece, status: PieceStatus, publishAt?: string): Promise<string | null> => {
      try {
        await movePiece(piece, status, publishAt);
      } catch (error) {
        return (error as Error).message;
      }
      reload();
      const path = publicPath(piece);
      // The public site changes only when a piece goes out or is taken back.
      if (path && (status === 'published' || piece.status === 'published')) void publish(path);
      return null;
    },
    [reload, publish],
  );

  if (state.kind === 'loading') return <ToolLoading what="the calendar" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  if (pieces.length === 0)
    return (
      <ToolEmpty title="Nothing planned yet">
        Write an article or an issue in <a href="/publishing">Publishing</a>, or an episode in the{' '}
        <a href="/podcast-studio">Podcast studio</a>; give it a date and it shows on this calendar.
      </ToolEmpty>
    );

  return (
    <div className="admin-stack">
      <div className="hub-month">
        <ToolSection title="Calendar">
          <MonthCalendar month={month} today={today} byDate={placed.byDate} timeZone={timeZone} onMonth={setMonth} />
        </ToolSection>
        <ToolSection title="Not planned yet">
          {placed.unplanned.length === 0 ? (
            <p className="admin-muted">Every piece has a date.</p>
          ) : (
            <ul className="hub-unplanned">
              {placed.unplanned.map((piece) => (
                <li key={`${piece.kind}-${piece.id}`}>
                  <a href={editorHref(piece)}>{piece.title}</a>{' '}
                  <span className="admin-muted">
                    {kindLabels[piece.kind]}, {statusLabels[piece.status].toLowerCase()}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ToolSection>
      </div>
      <ToolSection title="Board">
        <PublishStatusLine status={siteStatus} />
        <div className="hub-board">
          {statuses.map((status) => {
            const column = pieces.filter((piece) => piece.status === status);
            return (
              <section key={status} className="hub-column" aria-labelledby={`column-${status}`}>
                <h3 id={`column-${status}`}>
                  {status === 'published' ? 'Published or sent' : statusLabels[status]} ({column.length})
                </h3>
                <ul>
                  {column.map((piece) => (
                    <BoardCard key={`${piece.kind}-${piece.id}`} piece={piece} timeZone={timeZone} onMove={move} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </ToolSection>
    </div>
  );
}
