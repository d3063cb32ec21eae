import { ownerLocalDateTime } from '../publishing/ownerDateTime.ts';
import { statusLabel } from '../publishing/pieceList.ts';
import { calendarMoment, editorHref, type HubPiece, kindLabels, monthWeeks, shiftMonth } from './hubPieces.ts';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${month}-01T00:00:00Z`));

/** A month of the owner's calendar, each day listing what goes out (or went out) that day. */
export function MonthCalendar({
  month,
  today,
  byDate,
  timeZone,
  onMonth,
}: {
  month: string;
  today: string;
  byDate: Map<string, HubPiece[]>;
  timeZone: string;
  onMonth(month: string): void;
}) {
  return (
    <div className="admin-stack">
      <nav className="admin-actions" aria-label="Months">
        <button type="button" className="button" onClick={() => onMonth(shiftMonth(month, -1))}>
          Previous month
        </button>
        <button type="button" className="button" onClick={() => onMonth(today.slice(0, 7))}>
          This month
        </button>
        <button type="button" className="button" onClick={() => onMonth(shiftMonth(month, 1))}>
          Next month
        </button>
      </nav>
      <div className="admin-table-wrap">
        <table className="hub-calendar">
          <caption>{monthName(month)}</caption>
          <thead>
            <tr>
              {weekdays.map((day) => (
                <th key={day} scope="col" abbr={day}>
                  {day.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week[0]}>
                {week.map((date) => {
                  const pieces = byDate.get(date) ?? [];
                  return (
                    <td
                      key={date}
                      className={date.slice(0, 7) === month ? undefined : 'hub-other-month'}
                      aria-current={date === today ? 'date' : undefined}
                    >
                      <span className="hub-day">{Number(date.slice(8))}</span>
                      {pieces.length > 0 && (
                        <ul>
                          {pieces.map((piece) => (
                            <li key={`${piece.kind}-${piece.id}`} className={`hub-piece hub-${piece.status}`}>
                              <a href={editorHref(piece)}>{piece.title}</a>
                              <span className="admin-muted">
                                {' '}
                                {kindLabels[piece.kind]},{' '}
                                {statusLabel(piece.kind === 'issue' ? 'issue' : 'article', piece.status).toLowerCase()},{' '}
                                {ownerLocalDateTime(calendarMoment(piece) ?? '', timeZone).slice(11)}
                              </span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
