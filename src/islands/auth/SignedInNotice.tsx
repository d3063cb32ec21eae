import { DoneNotice } from './DoneNotice.tsx';

/** After a step that signed the reader in (confirming the account, choosing a new password): the news and the way on. */
export function SignedInNotice({ title, message, next }: { title: string; message: string; next: string }) {
  return (
    <DoneNotice title={title} status>
      <p>{message}</p>
      <a className="button button-primary" href={next}>
        Continue
      </a>
    </DoneNotice>
  );
}
