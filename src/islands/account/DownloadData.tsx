import { useState } from 'react';
import { accountDataFile, saveFile } from '../../lib/account/accountCalls.ts';
import { AuthForm } from '../auth/AuthForm.tsx';
import { SubmitButton } from '../auth/SubmitButton.tsx';
import { useAuthProblem } from '../auth/useAuthProblem.ts';
import { inErrorBoundary } from '../../components/ErrorBoundary.tsx';

/**
 * 'Download my data': the export, saved as one JSON file. A form, so a press that comes before the
 * island's code is sent once it has arrived.
 */
export function DownloadData() {
  return inErrorBoundary(<DownloadDataBody />);
}

function DownloadDataBody() {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const state = useAuthProblem();

  async function download(): Promise<void> {
    state.clear();
    setSaved(null);
    setBusy(true);
    const file = await accountDataFile();
    setBusy(false);
    if (!file.ok) return state.report({ title: 'Download failed', message: file.message });
    saveFile(file.value);
    setSaved(file.value.name);
  }

  return (
    <AuthForm label="Download my data" state={state} fieldIds={{}} onSubmit={() => void download()}>
      <SubmitButton label="Download my data" busyLabel="Preparing your file…" busy={busy} />
      <p role="status">{saved ? `Saved as ${saved} in your downloads.` : ''}</p>
    </AuthForm>
  );
}
