import { useState } from 'react';
import { ConfirmDelete } from '../kit/ConfirmDelete.tsx';
import { addToast } from '../../../stores/toasts.ts';
import { draftOfSignal } from './signalDraft.ts';
import { SignalForm } from './SignalForm.tsx';
import { deleteSignal, makeTask, saveSignal, type Signal } from './signalsApi.ts';
import { FormProblem } from '../../shared/FormField.tsx';

/** One signal to change: its fields, Delete (asked twice), and a task to review it. */
export function SignalEditor({
  signal,
  onChanged,
  onClose,
  onOpen,
}: {
  signal: Signal;
  onChanged(): void;
  onClose(): void;
  onOpen(signal: Signal): void;
}) {
  const [problem, setProblem] = useState('');
  const act = async (action: () => Promise<void>, done: string, close: boolean) => {
    setProblem('');
    try {
      await action();
      addToast({ title: done });
      onChanged();
      if (close) onClose();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <section className="card admin-stack" aria-label={`Signal: ${signal.title}`}>
      <button type="button" className="admin-link" onClick={onClose}>
        ← All signals
      </button>
      <SignalForm
        id="signal-edit"
        heading="Edit the signal"
        initial={draftOfSignal(signal)}
        submitLabel="Save"
        onSave={(fields) => saveSignal(fields, signal.id)}
        onSaved={() => {
          addToast({ title: 'Signal saved' });
          onChanged();
          onClose();
        }}
        onOpenExisting={onOpen}
      />
      <div className="admin-actions">
        {signal.url && (
          <a className="button" href={signal.url} target="_blank" rel="noopener noreferrer">
            Open the link
          </a>
        )}
        <button type="button" className="button" onClick={() => act(() => makeTask(signal), 'Task added: review this signal', false)}>
          Make a task
        </button>
        <ConfirmDelete
          ask="Delete"
          confirm="Delete for good"
          tone="danger"
          onConfirm={() => act(() => deleteSignal(signal.id), 'Signal deleted', true)}
        />
      </div>
      <FormProblem problem={problem} />
    </section>
  );
}
