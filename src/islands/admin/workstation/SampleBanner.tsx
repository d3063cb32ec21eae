import { useState } from 'react';
import { removeSampleData, totalRows, type SampleCounts } from './sampleData.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'removing' }
  | { kind: 'failed'; message: string }
  | { kind: 'removed'; rows: number };

/** While sample rows are in the database, says so, and removes all of them after a confirmation. */
export function SampleBanner({ counts, onRemoved }: { counts: SampleCounts; onRemoved: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const rows = totalRows(counts);
  if (step.kind === 'removed') {
    return (
      <p className="workstation-banner" role="status">
        Sample data removed: {step.rows} rows. The figures now count real data only.
      </p>
    );
  }
  if (rows === 0) return null;
  const remove = () => {
    setStep({ kind: 'removing' });
    removeSampleData().then(
      (removed) => {
        setStep({ kind: 'removed', rows: totalRows(removed) });
        onRemoved();
      },
      (error: unknown) => setStep({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  };
  return (
    <section className="workstation-banner" aria-labelledby="workstation-sample-title">
      <h2 id="workstation-sample-title">Sample data present</h2>
      <p>
        The figures below include {rows} sample rows written by <code>npm start -- --demo</code> (traffic, consents, subscribers, messages,
        leads, assessment results, tasks, drafts, an episode, notes, signals, briefs, roadmap items, studio images, an evaluation dataset,
        AI workbench runs and {counts.users ?? 0} sample accounts). Remove them before reading real figures.
      </p>
      {step.kind === 'failed' && <p role="alert">The sample data could not be removed: {step.message}</p>}
      {step.kind === 'confirming' || step.kind === 'removing' ? (
        <div className="admin-actions">
          <span>Remove every sample row? Real rows stay; this cannot be undone.</span>
          <button type="button" className="button button-primary" onClick={remove} disabled={step.kind === 'removing'}>
            {step.kind === 'removing' ? 'Removing…' : 'Yes, remove sample data'}
          </button>
          <button type="button" className="button" onClick={() => setStep({ kind: 'idle' })} disabled={step.kind === 'removing'}>
            Cancel
          </button>
        </div>
      ) : (
        <div className="admin-actions">
          <button type="button" className="button" onClick={() => setStep({ kind: 'confirming' })}>
            Remove sample data
          </button>
        </div>
      )}
    </section>
  );
}
