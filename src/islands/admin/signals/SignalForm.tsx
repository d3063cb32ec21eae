import { type FormEvent, type Ref, useState } from 'react';
import { sourceFromLink } from '../../../../functions/_shared/signals/sourceFromLink.ts';
import { type SignalDraft, type SignalDraftProblems, fieldsOfDraft, signalDraftProblems } from './signalDraft.ts';
import type { Signal, SignalFields } from './signalsApi.ts';
import { TagPicker } from './TagPicker.tsx';
import { FormField, FormProblem } from '../../shared/FormField.tsx';

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
  const [draft, setDraft] = useState(initial);
  const [sourceTyped, setSourceTyped] = useState(initial.source !== '');
  const [problems, setProblems] = useState<SignalDraftProblems>({});
  const [failure, setFailure] = useState('');
  const [existing, setExisting] = useState<Signal | null>(null);
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<SignalDraft>) => setDraft((current) => ({ ...current, ...next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = signalDraftProblems(draft);
    setProblems(found);
    setFailure('');
    setExisting(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await onSave(fieldsOfDraft(draft));
      if ('duplicate' in answer) setExisting(answer.duplicate);
      else onSaved(answer.saved);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }
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
        <FormField id={idOf('title')} label="Title" error={problems.title}>
          {(control) => <input {...control} required value={draft.title} onChange={(event) => change({ title: event.target.value })} />}
        </FormField>
        <FormField id={idOf('source')} label="Source" error={problems.source}>
          {(control) => (
            <input
              {...control}
              value={draft.source}
              onChange={(event) => {
                setSourceTyped(event.target.value !== '');
                change({ source: event.target.value });
              }}
            />
          )}
        </FormField>
        <FormField id={idOf('signalOn')} label="Date" error={problems.signalOn}>
          {(control) => (
            <input {...control} type="date" value={draft.signalOn} onChange={(event) => change({ signalOn: event.target.value })} />
          )}
        </FormField>
      </div>
      <FormField id={idOf('summary')} label="Summary" error={problems.summary}>
        {(control) => (
          <textarea {...control} rows={3} value={draft.summary} onChange={(event) => change({ summary: event.target.value })} />
        )}
      </FormField>
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
      <FormProblem problem={failure} />
      <div className="admin-actions">
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
