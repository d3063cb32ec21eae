import { useState, type FormEvent } from 'react';
import { FormField } from '../../shared/FormField.tsx';
import { addLead, type Lead } from './leadsApi.ts';
import { FormSubmit } from '../kit/FormSubmit.tsx';

interface Typed {
  organisation: string;
  name: string;
  email: string;
  notes: string;
}

/** What is wrong with a lead typed by hand, or null. The database checks the same rules again. */
export function leadProblem(typed: Typed): string | null {
  if (!typed.organisation.trim() && !typed.name.trim()) return 'Enter an organisation or a person’s name.';
  const email = typed.email.trim();
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return 'Enter a valid email address, like name@example.com, or leave it empty.';
  return null;
}

/** A lead met elsewhere: an organisation, a person, or both. What was typed stays when it fails. */
export function AddLeadForm({ onAdded }: { onAdded(lead: Lead): void }) {
  const [typed, setTyped] = useState<Typed>({ organisation: '', name: '', email: '', notes: '' });
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const field = (key: keyof Typed) => ({
    value: typed[key],
    onChange: (event: { target: { value: string } }) => setTyped({ ...typed, [key]: event.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = leadProblem(typed);
    setProblem(wrong ?? '');
    if (wrong) return;
    setSaving(true);
    try {
      onAdded(
        await addLead({ organisation: typed.organisation.trim(), name: typed.name.trim(), email: typed.email.trim(), notes: typed.notes }),
      );
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="admin-stack" onSubmit={submit} noValidate aria-labelledby="add-lead-title">
      <h3 id="add-lead-title">Add an organisation</h3>
      <div className="admin-form-grid">
        <FormField id="add-lead-organisation" label="Organisation">
          {(control) => <input {...control} maxLength={200} {...field('organisation')} />}
        </FormField>
        <FormField id="add-lead-name" label="Contact person">
          {(control) => <input {...control} maxLength={200} {...field('name')} />}
        </FormField>
        <FormField id="add-lead-email" label="Email">
          {(control) => <input {...control} type="email" maxLength={254} {...field('email')} />}
        </FormField>
      </div>
      <FormField id="add-lead-notes" label="Notes">
        {(control) => <textarea {...control} rows={3} maxLength={20000} {...field('notes')} />}
      </FormField>
      <FormSubmit label="Add" busyLabel="Adding…" saving={saving} failure={problem} />
    </form>
  );
}
