import { useEffect, useRef } from 'react';

/** After 'Confirm account' worked: the reader is signed in; focus lands on the news. */
export function ConfirmedNotice({ next }: { next: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="auth-form auth-done" role="status">
      <h2 ref={headingRef} tabIndex={-1} className="auth-alert-title">
        Account confirmed
      </h2>
      <p>Your email address is confirmed and you are signed in.</p>
      <a className="button button-primary" href={next}>
        Continue
      </a>
    </div>
  );
}
