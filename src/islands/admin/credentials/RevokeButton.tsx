import { useState } from 'react';
import { toastFailure } from '../kit/toastFailure.ts';
import { addToast } from '../../../stores/toasts.ts';
import type { Credential } from './credentialShapes.ts';
import { revokeCredential } from './credentialsApi.ts';

/** Revokes a key after asking: it stops working at once, for every client that holds it. */
export function RevokeButton({ credential, onRevoked }: { credential: Credential; onRevoked(): void }) {
  const [busy, setBusy] = useState(false);
  async function revoke() {
    if (!window.confirm(`Revoke “${credential.name}”? Every client using it is refused from now on.`)) return;
    setBusy(true);
    try {
      await revokeCredential(credential.id);
      addToast({ title: `“${credential.name}” is revoked` });
      onRevoked();
    } catch (error) {
      toastFailure('The key was not revoked', error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button" disabled={busy} onClick={() => void revoke()}>
      {busy ? 'Revoking…' : 'Revoke'}
      <span className="sr-only-text"> {credential.name}</span>
    </button>
  );
}
