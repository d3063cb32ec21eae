import { useEffect, useState, type FormEvent } from 'react';
import { addToast } from '../../../stores/toasts.ts';
import { FormField } from '../../shared/FormField.tsx';
import { changeLead, loadLeadMessage, type Lead, type LeadChange, type LeadMessage } from './leadsApi.ts';
import { leadStages, stageLabel } from './leadStages.ts';
import { LeadTriage } from './LeadTriage.tsx';
import { replyLink } from './replyLink.ts';
import { SelectField } from '../kit/SelectField.tsx';
import { FormSubmit } from '../kit/FormSubmit.tsx';
import { OpenedSection } from '../kit/OpenedSection.tsx';

/**
 * One lead: the message it came from, quoted; Reply (the admin's mail program, message quoted);
 * Mark replied; the stage at any time; notes, next step and its date; and a task made from it.
 */
export function LeadDetail({ lead, ownerName, onChanged, onClose }: { lead: Lead; ownerName: string; onChanged(): void; onClose(): void }) {
  const [message, setMessage] = useState<LeadMessage | null | 'loading'>(lead.contact_message_id ? 'loading' : null);
  const [fields, setFields] = useState({ notes: lead.notes, next_step: lead.next_step, next_step_on: lead.next_step_on ?? '' });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState('');
  const typed = (key: keyof typeof fields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value }),
  });

  useEffect(() => {
    if (!lead.contact_message_id) return;
    loadLeadMessage(lead.contact_message_id).then(setMessage, (error: Error) => {
      setMessage(null);
      setProblem(error.message);
    });
  }, [lead.contact_message_id]);

  async function save(change: LeadChange, done: string): Promise<void> {
    setSaving(true);
    setProblem('');
    try {
      await changeLead(lead.id, change);
      addToast({ title: done });
      onChanged();
    } catch (error) {
      // What was typed stays in the form; the reason is said beside it.
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ notes: fields.notes, next_step: fields.next_step.trim(), next_step_on: fields.next_step_on || null }, 'Lead saved');
  };
  const quoted = message !== 'loading' && message ? { text: message.message, sentAt: message.created_at.slice(0, 10) } : null;
  const title = lead.name || lead.organisation;
  const taskLink = `/admin/collaboration-zone?lead=${lead.id}&title=${encodeURIComponent(`Follow up with ${title}`)}`;

  return (
    <OpenedSection back="← All leads" onBack={onClose} title={title} isSample={lead.is_sample}>
      <p className="admin-muted">
        {[lead.organisation, lead.email].filter(Boolean).join(' · ')} · stage: <strong>{stageLabel(lead.stage)}</strong>
      </p>
      {message === 'loading' && <p role="status">Loading the message…</p>}
      {quoted && (
        <figure>
          <figcaption className="admin-muted">Their message, {quoted.sentAt}:</figcaption>
          <blockquote className="admin-quote">{quoted.text}</blockquote>
        </figure>
      )}
      <LeadTriage lead={lead} />
      <div className="admin-actions">
        {lead.email && (
          <a className="button" href={replyLink(lead, quoted, ownerName)}>
            Reply
          </a>
        )}
        {lead.stage === 'new' && (
          <button
            type="button"
            className="button button-primary"
            disabled={saving}
            onClick={() => save({ stage: 'replied' }, 'Marked replied')}
          >
            Mark replied
          </button>
        )}
        <a className="button" href={taskLink}>
          Add task
        </a>
      </div>
      <SelectField
        id="lead-stage-change"
        label="Stage"
        value={lead.stage}
        options={leadStages}
        disabled={saving}
        onChange={(stage) => save({ stage }, `Moved to ${stageLabel(stage)}`)}
      />
      <form className="admin-stack" onSubmit={submit} noValidate>
        <FormField id="lead-notes" label="Notes">
          {(control) => <textarea {...control} rows={5} maxLength={20000} {...typed('notes')} />}
        </FormField>
        <div className="admin-form-grid">
          <FormField id="lead-next-step" label="Next step">
            {(control) => <input {...control} maxLength={500} {...typed('next_step')} />}
          </FormField>
          <FormField id="lead-next-step-on" label="Next step date">
            {(control) => <input {...control} type="date" {...typed('next_step_on')} />}
          </FormField>
        </div>
        <FormSubmit label="Save" saving={saving} failure={problem} />
      </form>
    </OpenedSection>
  );
}
