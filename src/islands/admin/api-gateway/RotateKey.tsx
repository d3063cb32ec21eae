import { useState } from 'react';
import { useBusyAction } from '../kit/useBusyAction.ts';
import { optionsOf } from '../kit/choiceOptions.ts';
import { SelectField } from '../kit/SelectField.tsx';
import { type MadeCredential, rotateCredential } from '../credentials/credentialsApi.ts';
import type { Credential } from '../credentials/credentialShapes.ts';

/** How long the old key keeps working beside its replacement, in hours: time for the partner to deploy the new one. */
const overlaps = {
  '0': 'Stop the old key now',
  '24': 'Old key works 1 more day',
  '72': '3 more days',
  '168': '7 more days',
  '720': '30 more days',
} as const;

/** Rotates a key: a new one with the same settings, the old one expiring after the chosen overlap. */
export function RotateKey({ credential, onRotated }: { credential: Credential; onRotated(made: MadeCredential): void }) {
  const [overlap, setOverlap] = useState<keyof typeof overlaps>('72');
  const { busy, act } = useBusyAction();
  async function rotate() {
    await act('The key was not rotated', async () => {
      onRotated(await rotateCredential(credential.id, Number(overlap)));
    });
  }
  return (
    <div className="credential-rotate">
      <SelectField
        id={`rotate-${credential.id}`}
        label={<span className="sr-only-text">Overlap for {credential.name}</span>}
        value={overlap}
        options={optionsOf(overlaps)}
        onChange={(value) => setOverlap(value)}
      />
      <button type="button" className="button" disabled={busy} onClick={() => void rotate()}>
        {busy ? 'Rotating…' : 'Rotate'}
        <span className="sr-only-text"> {credential.name}</span>
      </button>
    </div>
  );
}
