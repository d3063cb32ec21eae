import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config/readConfig.ts';
import { listen, uploadTimeoutMs } from '../../../../server/start/listen.ts';

const handler = Promise.resolve(async () => new Response('ok'));
let close: (() => void) | undefined;
afterEach(() => close?.());

describe('the local server', () => {
  it('listens on 127.0.0.1 when HOST is not set, so only this machine reaches it', async () => {
    const { server, address } = await listen(0, readConfig({}).host, handler);
    close = () => server.close();
    expect(address.address).toBe('127.0.0.1');
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
  });

  it('listens where HOST says, every interface included, when asked', async () => {
    const { server, address } = await listen(0, readConfig({ HOST: '0.0.0.0' }).host, handler);
    close = () => server.close();
    expect(address.address).toBe('0.0.0.0');
  });

  it('gives a request 30 minutes to arrive, so an episode’s audio can be uploaded over a slow link', async () => {
    const { server } = await listen(0, readConfig({}).host, handler);
    close = () => server.close();
    expect(uploadTimeoutMs).toBe(30 * 60_000);
    expect('requestTimeout' in server && server.requestTimeout).toBe(uploadTimeoutMs);
  });
});
