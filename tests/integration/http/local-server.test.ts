import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBenchServer, type BenchServer } from '../../../scripts/bench/benchServer.ts';
import { createBackend } from '../../../server/backend.ts';
import { readConfig } from '../../../server/config/readConfig.ts';
import { backendStartTimeout } from '../support/backend.ts';
import { RawConnection } from './support/rawConnection.ts';

/**
 * `npm start`'s server as its owner runs it: reachable from this machine only, and answering only
 * to its own names. Nothing here sends traffic to an address other machines could reach.
 */
describe('npm start, with HOST unset', () => {
  let server: BenchServer;
  let port: number;
  beforeAll(async () => {
    server = await startBenchServer({ readyPath: `/auth/v1/health?apikey=${readConfig({}).anonKey}` });
    port = Number(new URL(server.origin).port);
  }, backendStartTimeout);
  afterAll(() => server.stop());

  it('listens on 127.0.0.1 and says only this machine can reach it', async () => {
    for (let waited = 0; !server.output().includes('Listening on') && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.output()).toContain(`Listening on 127.0.0.1:${port}: only this machine can reach it`);
  });

  it('refuses a request under a name it does not answer to, as a DNS rebinding page sends it, and serves its own names', async () => {
    const connection = await RawConnection.open(port);
    for (const path of ['/_dev/mail.json', '/auth/v1/health', '/welcome']) {
      const refused = await connection.send({ method: 'GET', path, headers: { Host: `rebound.example:${port}` } });
      expect(refused.status, path).toBe(403);
    }
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`])
      expect((await connection.send({ method: 'GET', path: '/_dev/mail.json', headers: { Host: host } })).status, host).toBe(200);
    connection.end();
  });
});

describe('a server configured to listen on every interface (HOST=0.0.0.0)', () => {
  it(
    'does not serve the mail catcher, whose mails hold sign-in links',
    async () => {
      const backend = await createBackend({ memory: true, env: { HOST: '0.0.0.0', RATE_LIMITS: 'off' } });
      try {
        expect((await backend.fetch(new Request(`${backend.config.siteUrl}/_dev/mail.json`))).status).toBe(404);
        expect((await backend.fetch(new Request(`${backend.config.siteUrl}/_dev/mail`))).status).toBe(404);
      } finally {
        await backend.close();
      }
    },
    backendStartTimeout,
  );
});
