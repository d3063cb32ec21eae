import { describe, expect, it } from 'vitest';
import { AddressRefused, FetchFailed, FetchTimedOut, type PublicNetwork } from '../../../../../functions/_shared/http/publicNetwork.ts';
import { safeFetch } from '../../../../../functions/_shared/http/safeFetch.ts';

/** A network of fake hosts: each public name answers what `answer` gives for the URL; every get is logged. */
function fakeNetwork(answer: (url: URL, signal: AbortSignal) => Response | Promise<Response>, resolve?: PublicNetwork['resolve']) {
  const gets: string[] = [];
  const network: PublicNetwork = {
    resolve: resolve ?? (async () => ['93.184.215.14']),
    async get(url, address, { signal }) {
      gets.push(`${url.href} at ${address}`);
      return answer(url, signal);
    },
  };
  return { network, gets };
}

const limits = { timeoutMs: 2_000, maxBytes: 1_000 };
const redirect = (location: string, status = 302) => new Response(null, { status, headers: { Location: location } });
const endless = (signal: AbortSignal) =>
  new Response(
    new ReadableStream({
      pull: (controller) =>
        new Promise<void>((resolve) => {
          const tick = setTimeout(() => resolve(controller.enqueue(new Uint8Array(4))), 5);
          signal.addEventListener('abort', () => clearTimeout(tick));
        }),
    }),
  );

describe('safeFetch', () => {
  it('follows three redirects by hand, relative ones too, checking each hop, and refuses a fourth', async () => {
    const { network, gets } = fakeNetwork((url) => {
      const hop = Number(url.searchParams.get('hop') ?? 0);
      return hop < 3 ? redirect(`/next?hop=${hop + 1}`, [301, 307, 308][hop]) : new Response('<rss/>');
    });
    const fetched = await safeFetch(network, 'https://feeds.example/feed', limits);
    expect([fetched.url, new TextDecoder().decode(fetched.body)]).toEqual(['https://feeds.example/next?hop=3', '<rss/>']);
    expect(gets).toHaveLength(4);
    const looping = fakeNetwork(() => redirect('/again'));
    await expect(safeFetch(looping.network, 'https://feeds.example/feed', limits)).rejects.toThrow('redirects more than 3 times');
    expect(looping.gets).toHaveLength(4);
  });

  it('refuses a redirect to an inner address or another scheme without sending anything there', async () => {
    for (const target of ['http://127.0.0.1/', 'http://[::ffff:a9fe:a9fe]/latest/meta-data/', 'http://0x7f.1/', 'file:///etc/passwd']) {
      const { network, gets } = fakeNetwork(() => redirect(target));
      await expect(safeFetch(network, 'https://feeds.example/feed', limits), target).rejects.toThrow(AddressRefused);
      expect(gets).toEqual(['https://feeds.example/feed at 93.184.215.14']);
    }
    const rebinding = fakeNetwork(
      () => redirect('https://inner.example/'),
      async (hostname) => (hostname === 'inner.example' ? ['10.0.0.7'] : ['93.184.215.14']),
    );
    await expect(safeFetch(rebinding.network, 'https://feeds.example/feed', limits)).rejects.toThrow(
      'inner.example is a private address (10.0.0.7)',
    );
    expect(rebinding.gets).toHaveLength(1);
  });

  it('says what went wrong: an error status, a redirect going nowhere, a host that cannot be reached', async () => {
    const failing = (response: () => Response) => safeFetch(fakeNetwork(response).network, 'https://feeds.example/feed', limits);
    await expect(failing(() => new Response('gone', { status: 410 }))).rejects.toThrow('feeds.example answered 410.');
    await expect(failing(() => new Response(null, { status: 302 }))).rejects.toThrow('answered 302 without saying where to');
    await expect(failing(() => redirect('http://exa mple.com/'))).rejects.toThrow('is not a web address');
    const refusing = fakeNetwork(() => Promise.reject(new TypeError('connect ECONNREFUSED 93.184.215.14:443')));
    await expect(safeFetch(refusing.network, 'https://feeds.example/feed', limits)).rejects.toThrow(
      'feeds.example could not be reached (connect ECONNREFUSED 93.184.215.14:443).',
    );
    const unknown = fakeNetwork(
      () => new Response(''),
      () => Promise.reject(new Error('queryA ENOTFOUND')),
    );
    await expect(safeFetch(unknown.network, 'https://feeds.example/feed', limits)).rejects.toThrow(
      'feeds.example could not be resolved (queryA ENOTFOUND).',
    );
  });

  it('refuses a body over the cap, whether announced or streamed', async () => {
    const announced = fakeNetwork(() => new Response('x', { headers: { 'Content-Length': '2000000000' } }));
    await expect(safeFetch(announced.network, 'https://feeds.example/feed', limits)).rejects.toThrow('larger than 1 KB');
    const streamed = fakeNetwork((_url, signal) => endless(signal));
    await expect(safeFetch(streamed.network, 'https://feeds.example/feed', { ...limits, maxBytes: 20 })).rejects.toThrow(FetchFailed);
  });

  it('holds one time limit over resolving, connecting and the whole body', async () => {
    const started = Date.now();
    const trickling = fakeNetwork((_url, signal) => endless(signal));
    await expect(safeFetch(trickling.network, 'https://feeds.example/feed', { timeoutMs: 150, maxBytes: 1e6 })).rejects.toThrow(
      'feeds.example did not answer in full within 150 ms.',
    );
    const silent = fakeNetwork(
      () => new Promise<Response>(() => undefined),
      () => new Promise<string[]>(() => undefined),
    );
    await expect(safeFetch(silent.network, 'https://feeds.example/feed', { timeoutMs: 150, maxBytes: 1e6 })).rejects.toThrow(FetchTimedOut);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
