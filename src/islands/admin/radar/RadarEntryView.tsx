import { ConfirmDelete } from '../kit/ConfirmDelete.tsx';
import { addToast } from '../../../stores/toasts.ts';
import { OpenedSection } from '../kit/OpenedSection.tsx';
import { toastFailure } from '../kit/toastFailure.ts';
import { deleteEntry, type RadarData, type RadarEntry } from './radarApi.ts';
import { RadarEntryForm } from './RadarEntryForm.tsx';
import { RadarMoveForm } from './RadarMoveForm.tsx';

/** One entry opened: its fields, its ring and moves, and Delete; a new one is its fields alone. */
export function RadarEntryView({
  entry,
  data,
  onDone,
  onMoved,
}: {
  entry: RadarEntry | null;
  data: RadarData;
  onDone(): void;
  onMoved(): void;
}) {
  const otherNames = data.entries.filter((other) => other.id !== entry?.id).map((other) => other.name);
  const saved = (stored: RadarEntry) => {
    addToast({ title: entry ? 'Entry saved' : 'Entry added', description: stored.name });
    onDone();
  };
  const remove = async (id: string) => {
    try {
      await deleteEntry(id);
      addToast({ title: 'Entry deleted' });
      onDone();
    } catch (error) {
      toastFailure('The entry was not deleted', error);
    }
  };
  return (
    <OpenedSection
      back="← The radar"
      onBack={onDone}
      title={entry?.name ?? 'New radar entry'}
      isSample={entry?.is_sample ?? false}
      focusTitle
    >
      <div className="admin-stack">
        <RadarEntryForm entry={entry} otherNames={otherNames} signals={data.signals} notes={data.notes} onSaved={saved} onCancel={onDone} />
        {entry && (
          <>
            <RadarMoveForm entry={entry} moves={data.moves.filter((move) => move.entry_id === entry.id)} onMoved={onMoved} />
            <div className="admin-actions">
              <ConfirmDelete ask="Delete entry" confirm={`Delete “${entry.name}” and its moves`} onConfirm={() => remove(entry.id)} />
            </div>
          </>
        )}
      </div>
    </OpenedSection>
  );
}
