import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../../../integrations/compressedCopies.ts';
import { files, fixtureSite, page, type FixtureSite } from './support/fixtureDist.ts';

let site: FixtureSite;
beforeAll(async () => {
  site = await fixtureSite();
});
afterAll(() => site.remove());

const text = (name: string) => files[name] as string;
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('which file a path serves', () => {
  it('serves / as index.html and /x as x.html, and files under their own name', async () => {
    expect(await (await site.request('/')).text()).toBe(text('index.html'));
    expect(await (await site.request('/welcome')).text()).toBe(text('welcome.html'));
    expect(await (await site.request('/newsletter/confirm')).text()).toBe(text('newsletter/confirm.html'));
    expect(await (await site.request('/_astro/app.js')).text()).toBe(text('_astro/app.js'));
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await site.request('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(text('404.html'));
  });

  it('never serves a file outside the site, whatever the encoding of the path', async () => {
    for (const path of [
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/_astro/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/welcome%00.html',
      '/%E0%A4%A',
    ]) {
      const response = await site.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('outside the site');
    }
  });

  it('never serves dotfiles, but does serve /.well-known', async () => {
    expect((await site.request('/.env')).status).toBe(404);
    expect((await site.request('/_astro/%2eenv')).status).toBe(404);
    expect(await (await site.request('/.well-known/security.txt')).text()).toBe(text('.well-known/security.txt'));
  });

  it('answers other methods than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await site.request('/welcome', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const [get, head] = [await site.request('/welcome'), await site.request('/welcome', { method: 'HEAD' })];
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });
});

describe('headers', () => {
  it('names each type with its charset where it is text', async () => {
    const types = {
      '/welcome': 'text/html; charset=utf-8',
      '/_astro/app.js': 'text/javascript; charset=utf-8',
      '/favicon.svg': 'image/svg+xml; charset=utf-8',
      '/logo.png': 'image/png',
    };
    for (const [path, type] of Object.entries(types)) expect((await site.request(path)).headers.get('content-type'), path).toBe(type);
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    expect((await site.request('/_astro/app.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/welcome', '/favicon.svg', '/_astro/missing.js'])
      expect((await site.request(path)).headers.get('cache-control'), path).toBe('no-cache');
  });

  it('sends each page its own Content-Security-Policy from csp.json', async () => {
    expect((await site.request('/')).headers.get('content-security-policy')).toContain('sha256-home');
    expect((await site.request('/welcome')).headers.get('content-security-policy')).toContain('sha256-welcome');
    expect((await site.request('/_astro/app.js')).headers.has('content-security-policy')).toBe(false);
  });
});

describe('compression', () => {
  it('sends the build’s brotli copy to a client that takes it, else gzip, else the file itself', async () => {
    const br = await site.request('/welcome', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(await bytesOf(br)).toString()).toBe(text('welcome.html'));
    const gzip = await site.request('/welcome', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzip)).toString()).toBe(text('welcome.html'));
    const plain = await site.request('/welcome');
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect(await plain.text()).toBe(text('welcome.html'));
  });

  it('reads Accept-Encoding as HTTP defines it: weights, names in any case, and * for every encoding not named', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (await site.request('/welcome', { headers: { 'Accept-Encoding': acceptEncoding } })).headers.get('content-encoding');
    const expected = {
      'br;q=1.0, gzip;q=0.8': 'br',
      'gzip;q=1.0, br;q=0.5': 'br',
      BR: 'br',
      'GZip;Q=0.5': 'gzip',
      '*': 'br',
      '*, br;q=0': 'gzip',
      'br;q=0, gzip;q=0.001': 'gzip',
      'br;q=0': null,
      '*;q=0': null,
      'br;q=0, gzip;q=0, *': null,
      'identity, deflate': null,
    };
    for (const [acceptEncoding, encoding] of Object.entries(expected))
      expect(await encodingFor(acceptEncoding), acceptEncoding).toBe(encoding);
  });

  it('never sends an encoding the client refuses', async () => {
    const refusals = {
      br: ['br;q=0', 'br;q=0, gzip', '*, BR;q=0', 'br;q=0.0, *;q=1'],
      gzip: ['gzip;q=0', 'gzip;q=0, br;q=0', '*, gzip;q=0, br;q=0'],
    };
    for (const [encoding, headers] of Object.entries(refusals))
      for (const acceptEncoding of headers) {
        const response = await site.request('/welcome', { headers: { 'Accept-Encoding': acceptEncoding } });
        expect(response.headers.get('content-encoding'), acceptEncoding).not.toBe(encoding);
      }
  });

  it('says that the answer depends on Accept-Encoding, also for files it never compresses', async () => {
    for (const path of ['/welcome', '/logo.png']) expect((await site.request(path)).headers.get('vary'), path).toBe('Accept-Encoding');
    expect((await site.request('/logo.png', { headers: { 'Accept-Encoding': 'br' } })).headers.has('content-encoding')).toBe(false);
  });
});

describe('ETags', () => {
  it('gives each encoding of a file its own ETag', async () => {
    const etags = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) =>
        (await site.request('/welcome', { headers: { 'Accept-Encoding': encoding } })).headers.get('etag'),
      ),
    );
    expect(etags.every((etag) => /^"[^"]+"$/.test(etag ?? ''))).toBe(true);
    expect(new Set(etags).size).toBe(3);
  });

  it('answers 304 without a body when If-None-Match names the ETag, weakly or in a list', async () => {
    const etag = (await site.request('/welcome', { headers: { 'Accept-Encoding': 'br' } })).headers.get('etag') ?? '';
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await site.request('/welcome', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': ifNoneMatch } });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(await response.text()).toBe('');
    }
    expect((await site.request('/welcome', { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('never answers 304 for the not-found page', async () => {
    const etag = (await site.request('/missing')).headers.get('etag') ?? '';
    expect((await site.request('/missing', { headers: { 'If-None-Match': etag } })).status).toBe(404);
  });
});

describe('ranges', () => {
  const welcome = text('welcome.html');
  const size = Buffer.byteLength(welcome);
  const ranged = (range: string, headers: Record<string, string> = {}) =>
    site.request('/welcome', { headers: { Range: range, 'Accept-Encoding': 'br, gzip', ...headers } });

  it('sends the part asked for, cut from the file itself and with its ETag, even to a client that takes brotli', async () => {
    const response = await ranged('bytes=10-19');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
    expect(response.headers.has('content-encoding')).toBe(false);
    expect(await response.text()).toBe(welcome.slice(10, 20));
    expect(response.headers.get('etag')).toBe((await site.request('/welcome')).headers.get('etag'));
  });

  it('reads a suffix range as the last bytes, and ends a range that runs past the file at its end', async () => {
    expect(await (await ranged('bytes=-7')).text()).toBe(welcome.slice(-7));
    expect((await ranged(`bytes=-${size + 10}`)).headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`);
    const past = await ranged(`bytes=${size - 4}-${size + 100}`);
    expect(past.headers.get('content-range')).toBe(`bytes ${size - 4}-${size - 1}/${size}`);
    expect(await past.text()).toBe(welcome.slice(-4));
  });

  it('answers a range of the first byte alone with the whole file, which the static server cannot cut', async () => {
    const response = await ranged('bytes=0-0', { 'Accept-Encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(welcome);
  });

  it('answers 416 with the size when the range starts past the end', async () => {
    const response = await ranged(`bytes=${size}-`);
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('sends the whole file for several ranges, a malformed range, or an If-Range naming another version', async () => {
    const etag = (await site.request('/welcome')).headers.get('etag') ?? '';
    expect((await ranged('bytes=0-4', { 'If-Range': etag })).status).toBe(206);
    for (const [range, headers] of [
      ['bytes=0-4,10-14', {}],
      ['bytes=9-3', {}],
      ['lines=1-2', {}],
      ['bytes=0-4', { 'If-Range': '"an-older-version"' }],
    ] as const) {
      const response = await ranged(range, headers);
      expect(response.status, range).toBe(200);
      expect(response.headers.has('content-range'), range).toBe(false);
    }
  });
});

describe('a rebuild', () => {
  it('is followed without a restart: a changed page gets its new ETag', async () => {
    const rebuilt = await fixtureSite();
    try {
      const before = (await rebuilt.request('/welcome')).headers.get('etag');
      writeFileSync(join(rebuilt.root, 'welcome.html'), page('Welcome, rebuilt'));
      await writeCompressedCopies(rebuilt.root);
      const after = await rebuilt.request('/welcome');
      expect(await after.text()).toBe(page('Welcome, rebuilt'));
      expect(after.headers.get('etag')).not.toBe(before);
      expect((await rebuilt.request('/welcome', { headers: { 'If-None-Match': before ?? '' } })).status).toBe(200);
    } finally {
      rebuilt.remove();
    }
  });
});
