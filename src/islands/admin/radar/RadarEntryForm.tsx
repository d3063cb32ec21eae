import { quadrantLabels, ringLabels } from '../../../lib/radar/radarEntry.ts';
import { optionsOf } from '../kit/choiceOptions.ts';
import { CheckField, TextField } from '../kit/EditorFields.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { useDraftForm } from '../kit/useDraftForm.ts';
import { type RadarEntry, type RadarSource, saveEntry } from './radarApi.ts';
import { changeOf, draftOf, entryProblems } from './radarDraft.ts';
import { SourcePicker } from './SourcePicker.tsx';

const quadrantOptions = optionsOf(quadrantLabels);
const ringOptions = optionsOf(ringLabels);

/**
 * An entry's fields: new, it starts in the ring chosen here; saved, its ring changes only by a
 * move (RadarMoveForm), so every move keeps its reason. What was typed stays when a save fails.
 */
export function RadarEntryForm({
  entry,
  otherNames,
  signals,
  notes,
  onSaved,
  onCancel,
}: {
  entry: RadarEntry | null;
  otherNames: readonly string[];
  signals: readonly RadarSource[];
  notes: readonly RadarSource[];
  onSaved(entry: RadarEntry): void;
  onCancel(): void;
}) {
  const { draft, change, field, failure, saving, submit } = useDraftForm({
    initial: () => draftOf(entry),
    idPrefix: 'radar',
    problemsOf: (typed) => entryProblems(typed, otherNames),
    save: async (typed) => onSaved(await saveEntry(entry?.id ?? null, changeOf(typed), typed.ring)),
  });
  return (
    <form onSubmit={submit} noValidate className="admin-stack">
      <div className="admin-form-grid">
        <TextField label="Name" {...field('name')} />
        <SelectField label="Quadrant" options={quadrantOptions} {...field('quadrant')} />
        {entry === null && <SelectField label="Ring" options={ringOptions} {...field('ring')} />}
        <TextField label="Review by" type="date" {...field('review_on')} />
      </div>
      <TextField
        label="Rationale"
        multiline
        rows={4}
        hint="Why it sits in its ring: readers of /radar see this when the entry is public."
        {...field('rationale')}
      />
      <div className="admin-form-grid">
        {(
          [
            ['signals', 'Signals behind it', signals, 'signal_ids'],
            ['notes', 'Notes behind it', notes, 'note_ids'],
          ] as const
        ).map(([kind, label, sources, chosen]) => (
          <SourcePicker
            key={kind}
            id={`radar-${kind}`}
            label={label}
            sources={sources}
            chosen={draft[chosen]}
            onChange={(ids) => change({ [chosen]: ids })}
          />
        ))}
      </div>
      <CheckField
        id="radar-public"
        label="Public: show it on /radar"
        checked={draft.public}
        onChange={(checked) => change({ public: checked })}
        hint="Its name, quadrant, ring and rationale appear after the next publish; the signals and notes behind it never do."
      />
      <FormSubmit label={entry ? 'Save entry' : 'Add entry'} saving={saving} failure={failure} onCancel={onCancel} />
    </form>
  );
}
