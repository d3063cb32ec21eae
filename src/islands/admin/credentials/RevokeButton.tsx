import { useBusyAction } from '../kit/useBusyAction.ts';
import { addToast } from '../../../stores/toasts.ts';
import type { Credential } from './credentialShapes.ts';
import { revokeCredential } from './credentialsApi.ts';

/** Revokes a key after asking: it stops working at once, for every client that holds it. */
export function RevokeButton({ credential, onRevoked }: { credential: Credential; onRevoked(): void }) {
  const { busy, act } = useBusyAction();
  async function revoke() {
    if (!window.confirm(`Revoke “${credential.name}”? Every client using it is refused from now on.`)) return;
    await act('The key was not revoked', async () => {
      await revokeCredential(credential.id);
      addToast({ title: `“${credential.name}” is revoked` });
      onRevoked();
    });
  }
  return (
    <button type="button" className="button" disabled={busy} onClick={() => void revoke()}>
      {busy ? 'Revoking…' : 'Revoke'}
      <span className="sr-only-text"> {credential.name}</span>
    </button>
  );
}
