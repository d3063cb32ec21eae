import { type Ref, useState } from 'react';
import { sourceFromLink } from '../../../../functions/_shared/signals/sourceFromLink.ts';
import { TextField } from '../kit/EditorFields.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { useDraftForm } from '../kit/useDraftForm.ts';
import { type SignalDraft, type SignalDraftProblems, fieldsOfDraft, signalDraftProblems } from './signalDraft.ts';
import type { Signal, SignalFields } from './signalsApi.ts';
import { TagPicker } from './TagPicker.tsx';
import { FormField } from '../../shared/FormField.tsx';

type SaveAnswer = { saved: Signal } | { duplicate: Signal };

/**
 * A signal's fields, for the quick add and the edit view. Pasting or typing a link fills the
 * source from its domain unless the owner typed a source. Everything typed stays when saving fails.
 */
export function SignalForm({
  id,
  heading,
  initial,
  submitLabel,
  firstFieldRef,
  onSave,
  onSaved,
  onOpenExisting,
}: {
  id: string;
  heading: string;
  initial: SignalDraft;
  submitLabel: string;
  firstFieldRef?: Ref<HTMLInputElement>;
  onSave(fields: SignalFields): Promise<SaveAnswer>;
  onSaved(signal: Signal): void;
  onOpenExisting(signal: Signal): void;
}) {
  const [sourceTyped, setSourceTyped] = useState(initial.source !== '');
  const [existing, setExisting] = useState<Signal | null>(null);
  const { draft, change, field, problems, failure, saving, submit } = useDraftForm({
    initial,
    idPrefix: id,
    problemsOf: signalDraftProblems,
    save: async (typed) => {
      setExisting(null);
      const answer = await onSave(fieldsOfDraft(typed));
      if ('duplicate' in answer) setExisting(answer.duplicate);
      else onSaved(answer.saved);
    },
  });
  const idOf = (key: keyof SignalDraftProblems) => `${id}-${key}`;

  return (
    <form className="admin-stack signal-form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title">
        {heading}
      </h2>
      <div className="admin-form-grid">
        <FormField id={idOf('url')} label="Link" error={problems.url}>
          {(control) => (
            <input
              {...control}
              ref={firstFieldRef}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={draft.url}
              onChange={(event) =>
                change({ url: event.target.value, ...(sourceTyped ? {} : { source: sourceFromLink(event.target.value) }) })
              }
            />
          )}
        </FormField>
        <TextField label="Title" {...field('title')} />
        <TextField
          id={idOf('source')}
          label="Source"
          value={draft.source}
          onChange={(source) => {
            setSourceTyped(source !== '');
            change({ source });
          }}
          problem={problems.source}
        />
        <TextField label="Date" type="date" {...field('signalOn')} />
      </div>
      <TextField label="Summary" multiline {...field('summary')} />
      <TagPicker id={id} draft={draft} problem={problems.tags} onChange={change} />
      <fieldset className="signal-strength">
        <legend>Strength</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-strength`}
              value={value}
              checked={draft.strength === value}
              onChange={() => change({ strength: value })}
            />
            {value}
          </label>
        ))}
      </fieldset>
      {existing && (
        <p className="form-error" role="alert">
          This link is already kept as “{existing.title}” ({existing.signal_on}).{' '}
          <button type="button" className="admin-link" onClick={() => onOpenExisting(existing)}>
            Open that signal
          </button>
        </p>
      )}
      <FormSubmit label={submitLabel} saving={saving} failure={failure} />
    </form>
  );
}
