import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ApiMail {
  to: string;
  subject: string;
  text: string;
  /** The `Idempotency-Key` header, when the sender gave one. */
  key: string | null;
}

/**
 * A stand-in for the HTTP email API (Resend's contract): it keeps a mail once per idempotency key,
 * and answers a repeat of a key as before without keeping it again. On demand it holds its answer
 * to one mail, so a test can stop the sender after the mail went and before it heard so.
 */
export async function startMailApi() {
  const received: ApiMail[] = [];
  const kept = new Map<string, ApiMail>();
  let hold: { matches: (mail: ApiMail) => boolean; arrived: () => void; answer?: ServerResponse } | null = null;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const sent = JSON.parse(body) as { to: string[]; subject: string; text: string };
      const key = request.headers['idempotency-key'];
      const mail: ApiMail = { to: sent.to[0] ?? '', subject: sent.subject, text: sent.text, key: typeof key === 'string' ? key : null };
      received.push(mail);
      const id = mail.key ?? `mail-${received.length}`;
      if (!kept.has(id)) kept.set(id, mail);
      if (hold?.matches(mail) && !hold.answer) {
        hold.answer = response;
        hold.arrived();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/emails`,
    /** Every request, repeats included. */
    received,
    /** The mails as the provider sends them: one per key. */
    kept: () => [...kept.values()],
    /** Keeps the next matching mail and holds the answer to it; resolves once it arrived. */
    holdNext(matches: (mail: ApiMail) => boolean): Promise<void> {
      return new Promise((arrived) => (hold = { matches, arrived }));
    },
    /** Lets the held answer go (to a sender that may be gone). */
    release() {
      hold?.answer?.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      hold = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
