import { useEffect, useRef, useState } from 'react';
import { ConfirmDelete } from '../kit/ConfirmDelete.tsx';
import { RoadmapItemForm } from './RoadmapItemForm.tsx';
import type { RoadmapItem } from './roadmapBoard.ts';

export type MoveDirection = 'up' | 'down' | 'left' | 'right';

interface RoadmapCardProps {
  item: RoadmapItem;
  /** The columns to the left and right by name, or null at the board's edge (where there is no such button). */
  leftColumn: string | null;
  rightColumn: string | null;
  first: boolean;
  last: boolean;
  /** Reordering is off while a filter hides some cards: their places would be guessed. */
  reorderable: boolean;
  /** Set after this card was moved by a key: the same control takes the focus again in the card's new place. */
  refocus: { direction: MoveDirection } | null;
  onMove(direction: MoveDirection): void;
  onSave(change: { title: string; details: string }): Promise<void>;
  onDelete(): void;
  onDragStart(): void;
  onDragEnd(): void;
}

/** One item on the board: drag it, or move it with its buttons; edit it in place; delete it after a second press. */
export function RoadmapCard(props: RoadmapCardProps) {
  const { item, leftColumn, rightColumn, first, last, reorderable, refocus } = props;
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!refocus || !card.current) return;
    const control = card.current.querySelector<HTMLButtonElement>(`[data-move="${refocus.direction}"]:not(:disabled)`);
    (control ?? card.current).focus();
  }, [refocus]);

  const moveButton = (direction: MoveDirection, text: string, label: string, enabled: boolean) => (
    <button
      type="button"
      className="button roadmap-move"
      data-move={direction}
      aria-label={label}
      disabled={!enabled}
      onClick={() => props.onMove(direction)}
    >
      {text}
    </button>
  );

  if (editing)
    return (
      <li className="roadmap-card" ref={card}>
        <RoadmapItemForm
          idPrefix={`roadmap-edit-${item.id}`}
          heading={`Edit “${item.title}”`}
          initial={{ title: item.title, details: item.details }}
          submitLabel="Save"
          onSubmit={async (change) => {
            await props.onSave(change);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );

  return (
    <li
      className="roadmap-card"
      ref={card}
      tabIndex={-1}
      draggable={reorderable}
      aria-label={item.title}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', item.id);
        event.dataTransfer.effectAllowed = 'move';
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
    >
      <p className="roadmap-title">{item.title}</p>
      {item.details && <p className="admin-muted roadmap-details">{item.details}</p>}
      {item.is_sample && <span className="admin-badge">sample</span>}
      <fieldset className="admin-actions roadmap-moves">
        <legend className="sr-only-text">Move “{item.title}”</legend>
        {leftColumn && moveButton('left', `← ${leftColumn}`, `Move “${item.title}” to ${leftColumn}`, true)}
        {moveButton('up', 'Up', `Move “${item.title}” up`, reorderable && !first)}
        {moveButton('down', 'Down', `Move “${item.title}” down`, reorderable && !last)}
        {rightColumn && moveButton('right', `${rightColumn} →`, `Move “${item.title}” to ${rightColumn}`, true)}
      </fieldset>
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => setEditing(true)} aria-label={`Edit “${item.title}”`}>
          Edit
        </button>
        <ConfirmDelete
          ask="Delete"
          askName={`Delete “${item.title}”`}
          confirm="Delete for good"
          confirmName={`Delete “${item.title}” for good`}
          keep="Keep"
          onConfirm={props.onDelete}
        />
      </div>
    </li>
  );
}
