import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { refuseUnknownHosts } from '../../../../server/http/hostCheck.ts';

const app = new Hono().use(refuseUnknownHosts('http://localhost:4321')).get('/_dev/mail.json', (c) => c.json({ messages: [] }));
const statusFor = async (host: string) => (await app.request(`http://${host}/_dev/mail.json`)).status;

describe('the development Host check', () => {
  it("answers SITE_URL's host, the localhost names and IP addresses", async () => {
    for (const host of ['localhost:4321', 'app.localhost:4321', '127.0.0.1:4321', '[::1]:4321', '192.168.1.20:4321'])
      expect(await statusFor(host), host).toBe(200);
    const named = new Hono().use(refuseUnknownHosts('http://strategist.test:4321')).get('/', (c) => c.text('ok'));
    expect((await named.request('http://strategist.test:4321/')).status).toBe(200);
  });

  it('refuses any other name with 403 and says how to allow it, as a DNS rebinding page would send', async () => {
    const answer = await app.request('http://rebound.example:4321/_dev/mail.json');
    expect(answer.status).toBe(403);
    expect(await answer.text()).toMatch(/not to "rebound\.example".*set SITE_URL/);
  });
});
