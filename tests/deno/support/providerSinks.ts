import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Mailbox } from '../../hostile/mailLinks.ts';

export interface ProviderSinks {
  /** The variables that point a function at the sinks. */
  vars: { EMAIL_API_URL: string; EMAIL_API_KEY: string; DEPLOY_HOOK_URL: string };
  /** The mails the email API took, newest first. */
  mailbox: Mailbox;
  /** How many times the deploy hook was called. */
  deployHookCalls(): number;
  close(): Promise<void>;
}

interface ResendMail {
  to: string[];
  text: string;
  headers?: Record<string, string>;
}

/**
 * Local stand-ins for what a deployed function reaches over HTTP where the embedded backend hands
 * its handlers a port: a Resend-compatible email API (for the outbox) that keeps the mails it
 * takes, and a static host's deploy hook (for the rebuilder) that counts its calls. Each answers
 * as the real one does when it accepts.
 */
export async function startProviderSinks(): Promise<ProviderSinks> {
  const mails: { to: string; text: string; headers?: Record<string, string> }[] = [];
  let deployHookCalls = 0;
  const server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const answer = (status: number, json: unknown) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
    if (request.method === 'POST' && request.url === '/emails') {
      const mail = JSON.parse(body) as ResendMail;
      for (const to of mail.to) mails.unshift({ to, text: mail.text, headers: mail.headers });
      return answer(200, { id: randomUUID() });
    }
    if (request.method === 'POST' && request.url === '/deploy-hook') {
      deployHookCalls += 1;
      return answer(200, { job: { id: randomUUID(), state: 'PENDING' } });
    }
    // The system page's probe asks whether the email API answers at all.
    if (request.method === 'HEAD') return response.writeHead(200).end();
    return answer(404, { message: `Nothing at ${request.method} ${request.url}.` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    vars: { EMAIL_API_URL: `${origin}/emails`, EMAIL_API_KEY: 'sink-key', DEPLOY_HOOK_URL: `${origin}/deploy-hook` },
    mailbox: async () => mails,
    deployHookCalls: () => deployHookCalls,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
