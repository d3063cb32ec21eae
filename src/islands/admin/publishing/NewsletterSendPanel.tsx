import { useNewsletterSend } from './useNewsletterSend.ts';
import type { SendState } from './newsletterSend.ts';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const people = (count: number) => `${count} confirmed subscriber${count === 1 ? '' : 's'}`;

/** What the send has done so far, in one line for the live region. */
function progressLine(state: SendState): string {
  const skipped = state.skipped > 0 ? ` (${state.skipped} skipped: unsubscribed meanwhile, or refused three times)` : '';
  if (state.done && state.finishedAt) return `Sent ${state.sent} of ${state.total}${skipped}. Finished ${when(state.finishedAt)}.`;
  return `Sent ${state.sent} of ${state.total}${skipped}.`;
}

/**
 * Sending a newsletter issue: a test to the owner's own address first, then every confirmed
 * subscriber, with a confirmation naming how many. The panel drives the send one chunk per call
 * and shows "Sent X of Y" as it goes; a send left unfinished resumes when the panel opens again.
 */
export function NewsletterSendPanel({ issueId }: { issueId: string }) {
  const { state, phase, failure, sendTest, askToSend, cancel, sendToAll, retry } = useNewsletterSend(issueId);
  const busy = phase === 'loading' || phase === 'testing' || phase === 'sending';
  const testCurrent = state?.test?.current === true;
  const canSend = !busy && state !== null && !state.started && testCurrent && state.audience > 0;
  return (
    <section className="card admin-stack" aria-label="Send this issue">
      <h2 className="section-title">Send this issue</h2>
      {phase === 'loading' && !state && (
        <p className="admin-state" role="status">
          Loading the send…
        </p>
      )}
      {state && !state.started && (
        <>
          <p>
            {state.test
              ? `Last test sent to ${state.test.to} on ${when(state.test.sentAt)}.`
              : 'Send a test to yourself first: the issue goes to everyone only once you have seen it in your own inbox.'}
          </p>
          {state.test && !testCurrent && (
            <p className="form-error">The issue changed after your last test. Send a new test before sending it to everyone.</p>
          )}
          {state.audience === 0 && <p className="admin-muted">Nobody has confirmed a subscription yet, so there is no one to send to.</p>}
          <div className="admin-actions">
            <button type="button" className="button" disabled={busy} onClick={sendTest}>
              {phase === 'testing' ? 'Sending the test…' : 'Send a test to me'}
            </button>
            <button type="button" className="button button-primary" disabled={!canSend || phase === 'confirming'} onClick={askToSend}>
              Send to all confirmed subscribers
            </button>
          </div>
        </>
      )}
      {phase === 'confirming' && state && (
        <div className="admin-stack" role="group" aria-label="Confirm the send">
          <p>
            Send this issue to {people(state.audience)} now? Each gets one mail with their own unsubscribe link. This cannot be undone.
          </p>
          <div className="admin-actions">
            <button type="button" className="button button-primary" onClick={sendToAll}>
              Send to {people(state.audience)}
            </button>
            <button type="button" className="button" onClick={cancel}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {state?.started && (
        <p role="status" aria-live="polite">
          {phase === 'sending' && !state.done ? 'Sending… ' : ''}
          {progressLine(state)}
        </p>
      )}
      {phase === 'sending' && state?.started && !state.done && (
        <progress max={state.total} value={state.sent + state.skipped} aria-label="Send progress" />
      )}
      {failure && (
        <div role="alert" className="admin-state">
          <p>{failure.message}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
    </section>
  );
}
