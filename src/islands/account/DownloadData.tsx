import { useState, type FormEvent } from 'react';
import { accountDataFile, saveFile } from '../../lib/account/accountCalls.ts';
import { ErrorSummary } from '../auth/ErrorSummary.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { useAuthProblem } from '../auth/useAuthProblem.ts';
import { markFormReady } from '../auth/formReady.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';

/**
 * 'Download my data': the export, saved as one JSON file. A form, so a press that comes before the
 * island's code is sent once it has arrived. A render failure shows the error boundary's message.
 */
export function DownloadData() {
  return (
    <ErrorBoundary>
      <DownloadDataBody />
    </ErrorBoundary>
  );
}

function DownloadDataBody() {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { problem, report, clear, summaryRef } = useAuthProblem();

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    clear();
    setSaved(null);
    setBusy(true);
    const file = await accountDataFile();
    setBusy(false);
    if (!file.ok) return report({ title: 'Download failed', message: file.message });
    saveFile(file.value);
    setSaved(file.value.name);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="auth-form" aria-label="Download my data" ref={markFormReady}>
      {problem && <ErrorSummary problem={problem} summaryRef={summaryRef} fieldIds={{}} />}
      <SubmitButton label="Download my data" busyLabel="Preparing your file…" busy={busy} />
      <p role="status">{saved ? `Saved as ${saved} in your downloads.` : ''}</p>
    </form>
  );
}
