import { DoneNotice } from './DoneNotice.tsx';
import { ResendButton } from './ResendButton.tsx';

/**
 * After sign-up: the same answer whether the address is new or already registered, so it also
 * offers sign-in, to the same page the sign-up was for.
 */
export function CheckInbox({ email, signInHref }: { email: string; signInHref: string }) {
  return (
    <DoneNotice title="Check your inbox">
      <p>
        We have sent an email to <strong>{email}</strong>. Open the confirmation link in it to finish creating your account.
      </p>
      <p className="form-hint">Nothing after a few minutes? Check your spam folder, or ask for a new link.</p>
      <ResendButton email={email} />
      <p className="auth-switch">
        Already have an account with this address? <a href={signInHref}>Sign in</a>
      </p>
    </DoneNotice>
  );
}
