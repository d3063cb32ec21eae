import { type ReactNode, useId } from 'react';
import { CopyButton } from '../kit/CopyButton.tsx';

/**
 * A secret just made, shown this once: the text to select, a copy button, and the plain warning
 * that it will not be shown again (only its hash is kept). What to do with it comes below it.
 */
export function NewSecret({ name, secret, onDone, children }: { name: string; secret: string; onDone(): void; children?: ReactNode }) {
  const id = useId();
  return (
    <section className="card credential-secret" aria-labelledby={id}>
      <h3 id={id}>The secret of “{name}”</h3>
      <p role="alert">
        <strong>Copy it now: it will not be shown again.</strong> Only a fingerprint of it is stored, so nobody, you included, can read it
        back. If it is lost, revoke the key and make another.
      </p>
      <div className="credential-secret-value">
        <code>{secret}</code>
        <CopyButton text={secret} label="Copy the secret" />
      </div>
      {children}
      <div className="admin-actions">
        <button type="button" className="button" onClick={onDone}>
          I have kept it: hide the secret
        </button>
      </div>
    </section>
  );
}
