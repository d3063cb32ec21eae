import { type FormEvent, useState } from 'react';
import { fieldsOf } from './draftField.ts';

/**
 * A form typed into a draft: its problems checked before anything is sent, each said beside its
 * field (`<idPrefix>-<field>`), the first one focused; a refused save says why and keeps every
 * character typed. `save` resolving is success; it may reset the draft through `setDraft`.
 * `field(key)` is what a field of the draft takes: `<TextField label="Notes" {...field('notes')} />`.
 */
export function useDraftForm<D, K extends string>({
  initial,
  idPrefix,
  problemsOf,
  save,
}: {
  initial: D | (() => D);
  idPrefix: string;
  problemsOf(draft: D): Partial<Record<K, string>>;
  save(draft: D): Promise<void>;
}) {
  const [draft, setDraft] = useState<D>(initial);
  const [problems, setProblems] = useState<Partial<Record<K, string>>>({});
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const change = (next: Partial<D>) => setDraft((current) => ({ ...current, ...next }));
  const field = fieldsOf(idPrefix, draft, (key, value) => change({ [key]: value } as unknown as Partial<D>), problems);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(draft);
    setProblems(found);
    setFailure('');
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${idPrefix}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await save(draft);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSaving(false);
    }
  }
  return { draft, setDraft, change, field, problems, failure, saving, submit };
}
