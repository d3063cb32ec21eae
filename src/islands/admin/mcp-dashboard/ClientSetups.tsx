import { useId } from 'react';
import { CopyButton } from '../kit/CopyButton.tsx';
import { clientSetups } from './clientSetups.ts';

/** The new token's set-up for each client, shown with the secret, each with its copy button. */
export function ClientSetups({ tokenName, url, secret }: { tokenName: string; url: string; secret: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="admin-stack">
      <h4 id={id}>Set up a client with this token</h4>
      <p>
        The server’s address is <code>{url}</code>.
      </p>
      {clientSetups(tokenName, url, secret).map((setup) => (
        <div key={setup.client} className="credential-setup">
          <h5>{setup.client}</h5>
          <p className="admin-muted">{setup.where}</p>
          <pre>{setup.text}</pre>
          <CopyButton text={setup.text} label={`Copy the ${setup.client} set-up`} />
        </div>
      ))}
    </section>
  );
}
