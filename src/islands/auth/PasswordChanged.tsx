import { useEffect, useRef } from 'react';
import { signedInHome } from '../../lib/access.ts';

/** After a reset: the new password is set, the reader is signed in, and every other device is signed out. */
export function PasswordChanged() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="auth-form auth-done" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="auth-alert-title">
        Password changed
      </h2>
      <p>Your new password is set and you are signed in. Anywhere else you were signed in, you are now signed out.</p>
      <a className="button button-primary" href={signedInHome}>
        Continue
      </a>
    </div>
  );
}
