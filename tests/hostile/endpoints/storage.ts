import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { storageRoutes } from '../../../server/storage/routes.ts';
import { anyRequest } from '../anyRequest.ts';
import type { CorpusContext } from '../context.ts';
import type { CorpusCase, CorpusRequest, Expectation } from '../corpusCase.ts';
import { jsonEndpoint, type CorpusEntry } from '../entry.ts';
import type { FieldSpec } from '../fieldCases.ts';
import { badSegment } from '../percentEncoding.ts';
import type { Frame } from '../requests.ts';

type StorageRoute = (typeof storageRoutes)[number];

/**
 * /storage/v1 under hostile input. The corpus's admin (where a run has one) is the only one who may
 * write, so valid uploads are accepted as the admin and refused for anyone else. The objects the
 * downloads and signatures aim at are seeded by `seedStorageCorpus` before a run.
 */
export const storageSeeds = { image: 'corpus/seed.png', draft: 'corpus/seed.vtt' } as const;

const png = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6,
]);
const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello.\n';
const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';

const headersFor = (context: CorpusContext, token?: string): Record<string, string> => ({
  apikey: context.anonKey,
  Authorization: `Bearer ${token ?? context.anonKey}`,
});
const writer = (context: CorpusContext) => context.admin ?? context.user;
const asWriter = (context: CorpusContext): Expectation => (context.admin ? 'accepted' : 'refused');

/** Uploads the seeds as the admin, through the API, as an editor would. */
export async function seedStorageCorpus(origin: string, context: CorpusContext): Promise<void> {
  if (!context.admin) return;
  const upload = async (path: string, type: string, body: string | Uint8Array<ArrayBuffer>) => {
    const response = await fetch(`${origin}/storage/v1/object/${path}`, {
      method: 'POST',
      headers: { ...headersFor(context, context.admin?.accessToken), 'Content-Type': type, 'x-upsert': 'true' },
      body,
    });
    if (!response.ok) throw new Error(`Seeding ${path} answered ${response.status}: ${await response.text()}`);
  };
  await upload(`public-images/${storageSeeds.image}`, 'image/png', png);
  await upload(`drafts/${storageSeeds.draft}`, 'text/vtt', vtt);
}

/** A multipart body as supabase-js sends a File: the cache field, then the file part. */
function multipart(type: string, bytes: string | Uint8Array, boundary = `----corpus${randomUUID()}`) {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n--${boundary}\r\nContent-Disposition: form-data; name=""; filename="file"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const body = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  return { body: Uint8Array.from([...head, ...body, ...tail]), type: `multipart/form-data; boundary=${boundary}` };
}

/** Whether a segment with a bad escape still decodes, to a key storage takes (`se%2ed.png` is `se.d.png`). */
function decodesToKey(segment: string): boolean {
  try {
    return /^[\w/!.*'() &$@=;:+,?-]+$/.test(decodeURIComponent(segment));
  } catch {
    return false;
  }
}

const key = (extension: string) => fc.uuid().map((id) => `corpus/${id}.${extension}`);

/** `POST /storage/v1/object/{bucket}/{key}`: the upload, raw or multipart, with what may be wrong in each part of it. */
export const storageUpload: CorpusEntry = {
  name: 'POST /storage/v1/object/<bucket>/<key> (upload)',
  covers: [{ storageRoute: 'POST /object/:bucket/:key' }, { storageRoute: 'PUT /object/:bucket/:key' }],
  cases(context) {
    const token = writer(context).accessToken;
    const upload = (
      hostile: string,
      expect: Expectation,
      parts: fc.Arbitrary<{
        path: string;
        type?: string;
        body?: string | Uint8Array<ArrayBuffer>;
        headers?: Record<string, string>;
        method?: string;
      }>,
    ): fc.Arbitrary<CorpusCase> =>
      parts.map(({ path, type, body, headers, method }) => ({
        hostile,
        expect,
        request: {
          method: method ?? 'POST',
          path: `/storage/v1/object/${path}`,
          headers: { ...headersFor(context, token), ...(type === undefined ? {} : { 'Content-Type': type }), ...headers },
          body,
        },
      }));
    const image = key('png').map((name) => ({ path: `public-images/${name}`, type: 'image/png', body: png }));
    const frame: Frame = {
      method: 'POST',
      path: `/storage/v1/object/drafts/corpus/${randomUUID()}.vtt`,
      query: '',
      headers: headersFor(context, token),
      queryKeys: [],
    };
    return fc.oneof(
      { weight: 2, arbitrary: upload('valid image', asWriter(context), image) },
      upload(
        'valid transcript',
        asWriter(context),
        key('vtt').map((name) => ({ path: `drafts/${name}`, type: 'text/vtt', body: vtt })),
      ),
      upload(
        'valid multipart image',
        asWriter(context),
        key('png').map((name) => ({ path: `public-images/${name}`, ...multipart('image/png', png) })),
      ),
      upload(
        'a page declared as an image',
        'refused',
        key('png').map((name) => ({ path: `public-images/${name}`, type: 'image/png', body: html })),
      ),
      upload(
        'a page declared as audio',
        'refused',
        key('mp3').map((name) => ({ path: `podcast-audio/${name}`, ...multipart('audio/mpeg', html) })),
      ),
      upload(
        'a page declared as a transcript',
        'refused',
        key('vtt').map((name) => ({ path: `drafts/${name}`, type: 'text/plain', body: html })),
      ),
      upload(
        'a type the bucket does not take',
        'refused',
        fc
          .tuple(
            key('x'),
            fc.constantFrom('text/html', 'image/svg+xml', 'application/octet-stream', 'application/x-msdownload', '', 'image/', 'x'),
          )
          .map(([name, type]) => ({ path: `public-images/${name}`, type, body: png })),
      ),
      upload(
        'an empty file',
        'refused',
        key('png').map((name) => ({ path: `public-images/${name}`, type: 'image/png', body: '' })),
      ),
      upload(
        'a broken multipart body',
        'refused',
        fc
          .tuple(key('png'), fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x'))
          .map(([name, type]) => ({ path: `public-images/${name}`, type, body: png })),
      ),
      upload(
        'a bucket that does not exist',
        'refused',
        key('png').map((name) => ({ path: `no-such-bucket/${name}`, type: 'image/png', body: png })),
      ),
      upload(
        'a key storage does not take',
        'refused',
        fc
          .constantFrom(
            '',
            '/lead',
            'trail/',
            'a//b',
            'ünïcode.png',
            'a\\b.png',
            'x'.repeat(1100),
            'tab%09here.png',
            '<script>.png',
            'a%00b.png',
            'a%0Ab.png',
          )
          .map((name) => ({ path: `public-images/${name}`, type: 'image/png', body: png })),
      ),
      badSegment('seed.png').chain((name) =>
        upload(
          'bad percent-encoding in the key',
          decodesToKey(name) ? 'either' : 'refused',
          fc.constant({ path: `public-images/corpus/${name}`, type: 'image/png', body: png }),
        ),
      ),
      upload(
        'signed out, another user, a forged token, or none',
        'refused',
        fc.tuple(image, fc.constantFrom(context.anonKey, context.user.accessToken, ...context.forgedTokens)).map(([parts, other]) => ({
          ...parts,
          headers: { Authorization: `Bearer ${other}`, apikey: other === context.user.accessToken ? context.anonKey : other },
        })),
      ),
      upload(
        'a replacement of a file that is not there',
        'refused',
        image.map((parts) => ({ ...parts, method: 'PUT' })),
      ),
      upload(
        'odd headers',
        'either',
        fc
          .tuple(
            image,
            fc.dictionary(
              fc.constantFrom('x-upsert', 'Cache-Control', 'x-metadata', 'Range'),
              fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
              { maxKeys: 2 },
            ),
          )
          .map(([parts, headers]) => ({ ...parts, headers })),
      ),
      anyRequest(frame),
    );
  },
  // The generic fuzz may also remove (DELETE on a key) what an earlier case of it uploaded.
  stores(request, answer) {
    const { Key, message } = (answer ?? {}) as { Key?: unknown; message?: unknown };
    if (request.method === 'POST' && typeof Key === 'string') return { storage_objects: 1 };
    if (request.method === 'DELETE' && message === 'Successfully deleted') return { storage_objects: -1 };
    return {};
  },
};

/** Downloads: public, authenticated, signed, info and exists (HEAD), with hostile ranges, tokens and names. */
const storageDownloads: CorpusEntry = {
  name: 'GET /storage/v1/object/{public,authenticated,sign,info}/<bucket>/<key> (downloads)',
  covers: (
    [
      'GET /object/:bucket/:key',
      'GET /object/public/:bucket/:key',
      'GET /object/authenticated/:bucket/:key',
      'GET /object/info/:bucket/:key',
      'GET /object/sign/:bucket/:key',
    ] satisfies StorageRoute[]
  ).map((storageRoute) => ({ storageRoute })),
  cases(context) {
    const token = writer(context).accessToken;
    const request = (method: string, path: string, headers: Record<string, string> = {}): CorpusRequest => ({
      method,
      path,
      headers: { ...headersFor(context, token), ...headers },
    });
    const method = fc.constantFrom('GET', 'HEAD');
    const image = `public-images/${storageSeeds.image}`;
    const route = fc.constantFrom('public', 'authenticated', 'info', 'sign', '');
    const ranges = fc.oneof(
      fc.constantFrom(
        'bytes=0-0',
        'bytes=-1',
        'bytes=0-',
        'bytes=5-2',
        'bytes=999999-',
        'bytes=-0',
        'bytes=0-1,3-4',
        'items=0-1',
        'bytes=--1',
        'bytes=1e3-',
        '',
      ),
      fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `bytes=${a}-${b}`),
      fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
    );
    const segment = (at: string) => (at === '' ? '' : `${at}/`);
    return fc.oneof(
      fc.tuple(method, route, ranges).map(([verb, at, range]) => ({
        hostile: 'a hostile Range',
        expect: 'either' as const,
        request: request(verb, `/storage/v1/object/${segment(at)}${image}`, { Range: range, 'If-Range': '"x"' }),
      })),
      fc.tuple(method, fc.string({ maxLength: 60 })).map(([verb, name]) => ({
        hostile: 'a hostile download name',
        expect: 'either' as const,
        request: request(verb, `/storage/v1/object/public/${image}?download=${encodeURIComponent(name.toWellFormed())}`),
      })),
      fc
        .tuple(
          method,
          fc.oneof(fc.constantFrom(...context.forgedTokens, '', context.anonKey, context.user.accessToken), fc.string({ maxLength: 40 })),
        )
        .map(([verb, bad]) => ({
          hostile: 'a forged or foreign signed-URL token',
          expect: 'refused' as const,
          request: request(verb, `/storage/v1/object/sign/drafts/${storageSeeds.draft}?token=${encodeURIComponent(bad.toWellFormed())}`),
        })),
      fc.tuple(method, route, badSegment('seed.png')).map(([verb, at, bad]) => ({
        hostile: 'bad percent-encoding in the key',
        expect: decodesToKey(bad) ? ('either' as const) : ('refused' as const),
        request: request(verb, `/storage/v1/object/${segment(at)}public-images/corpus/${bad}`),
      })),
      fc
        .tuple(method, route, fc.constantFrom('no-such-bucket', 'drafts', '..', '%2e%2e', 'public-images%2F..'))
        .map(([verb, at, bucket]) => ({
          hostile: 'another bucket, a private one or a traversal',
          expect:
            at === 'sign' || at === 'public' || bucket.includes('.') || bucket === 'no-such-bucket'
              ? ('refused' as const)
              : ('either' as const),
          request: request(verb, `/storage/v1/object/${segment(at)}${bucket}/${storageSeeds.draft}`),
        })),
      fc.tuple(method, route, fc.constantFrom(...context.forgedTokens)).map(([verb, at, forged]) => ({
        hostile: 'a forged token',
        expect: at === 'public' || at === 'sign' ? ('either' as const) : ('refused' as const),
        request: request(verb, `/storage/v1/object/${segment(at)}${image}`, { Authorization: `Bearer ${forged}` }),
      })),
      anyRequest({
        method: 'GET',
        path: `/storage/v1/object/public/${image}`,
        query: '',
        headers: headersFor(context, token),
        queryKeys: ['download'],
      }),
    );
  },
};

const jsonRules = {
  refusedTypes: ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'image/png'],
  credentials: [],
  forged: 'refused' as const,
  otherMethods: 'refused' as const,
};

/** `POST /storage/v1/object/sign/{bucket}/{key}`: a signed URL of one file. */
export const storageSign = jsonEndpoint({
  name: 'POST /storage/v1/object/sign/<bucket>/<key>',
  covers: [{ storageRoute: 'POST /object/sign/:bucket/:key' }],
  call: { method: 'POST', path: `/storage/v1/object/sign/drafts/${storageSeeds.draft}`, query: '', queryKeys: [] },
  headers: (context) => ({ ...headersFor(context, writer(context).accessToken), 'Content-Type': 'application/json' }),
  valid: 'either',
  rules: jsonRules,
  shape: () => ({
    valid: fc.record({ expiresIn: fc.integer({ min: 1, max: 86_400 }) }),
    fields: [
      { path: ['expiresIn'], kind: 'number', required: true, refuses: fc.constantFrom(0, -1, 1.5, 1e12, '60s') },
    ] satisfies FieldSpec[],
    strict: false,
    maxBytes: 256 * 1024,
  }),
});

/** `POST /storage/v1/object/sign/{bucket}`: signed URLs of many files. */
export const storageSignMany = jsonEndpoint({
  name: 'POST /storage/v1/object/sign/<bucket>',
  covers: [{ storageRoute: 'POST /object/sign/:bucket' }],
  call: { method: 'POST', path: '/storage/v1/object/sign/drafts', query: '', queryKeys: [] },
  headers: (context) => ({ ...headersFor(context, writer(context).accessToken), 'Content-Type': 'application/json' }),
  valid: 'accepted',
  rules: jsonRules,
  shape: () => ({
    valid: fc.record({
      expiresIn: fc.integer({ min: 1, max: 86_400 }),
      paths: fc.constant(null).map(() => [storageSeeds.draft, 'corpus/missing.vtt']),
    }),
    fields: [
      { path: ['expiresIn'], kind: 'number', required: true, refuses: fc.constantFrom(0, -1, 1.5, 1e12) },
      { path: ['paths'], kind: 'array', required: true, refuses: fc.constantFrom([], [1], [null], Array(1001).fill('a')) },
      { path: ['paths', 0], kind: 'text' },
    ] satisfies FieldSpec[],
    strict: false,
    maxBytes: 256 * 1024,
  }),
});

/** `POST /storage/v1/object/list/{bucket}`: one folder's entries. */
export const storageList = jsonEndpoint({
  name: 'POST /storage/v1/object/list/<bucket>',
  covers: [{ storageRoute: 'POST /object/list/:bucket' }],
  call: { method: 'POST', path: '/storage/v1/object/list/public-images', query: '', queryKeys: [] },
  headers: (context) => ({ ...headersFor(context, writer(context).accessToken), 'Content-Type': 'application/json' }),
  valid: 'accepted',
  rules: jsonRules,
  shape: () => ({
    valid: fc.record({
      prefix: fc.constantFrom('', 'corpus', 'corpus/'),
      limit: fc.integer({ min: 1, max: 1000 }),
      offset: fc.integer({ min: 0, max: 100 }),
      sortBy: fc.record({ column: fc.constantFrom('name', 'created_at', 'updated_at'), order: fc.constantFrom('asc', 'desc') }),
      search: fc.constantFrom('', 'seed', 'S'),
    }),
    fields: [
      { path: ['prefix'], kind: 'text', refuses: fc.constantFrom('%', 'ünï', 'x'.repeat(1100)) },
      { path: ['limit'], kind: 'number', refuses: fc.constantFrom(0, -1, 1.5, 1001) },
      { path: ['offset'], kind: 'number', refuses: fc.constantFrom(-1, 0.5, 1e9) },
      { path: ['sortBy'], kind: 'object' },
      { path: ['sortBy', 'column'], kind: 'choice', refuses: fc.constantFrom('id; drop table x', 'size', '') },
      { path: ['sortBy', 'order'], kind: 'choice', refuses: fc.constantFrom('sideways', '') },
      { path: ['search'], kind: 'text', refuses: fc.constant('x'.repeat(1100)) },
    ] satisfies FieldSpec[],
    strict: false,
    maxBytes: 256 * 1024,
  }),
});

/** `DELETE /storage/v1/object/{bucket}` with `{prefixes}`: keys nobody stored, so nothing the other cases need is removed. */
export const storageRemove = jsonEndpoint({
  name: 'DELETE /storage/v1/object/<bucket>',
  covers: [{ storageRoute: 'DELETE /object/:bucket' }, { storageRoute: 'DELETE /object/:bucket/:key' }],
  call: { method: 'DELETE', path: '/storage/v1/object/drafts', query: '', queryKeys: [] },
  headers: (context) => ({ ...headersFor(context, writer(context).accessToken), 'Content-Type': 'application/json' }),
  valid: 'accepted',
  rules: jsonRules,
  shape: () => ({
    valid: fc.record({
      prefixes: fc.array(
        fc.uuid().map((id) => `corpus/gone-${id}.vtt`),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    fields: [
      { path: ['prefixes'], kind: 'array', required: true, refuses: fc.constantFrom([], [1], [null], ['a//b'], Array(1001).fill('a')) },
      { path: ['prefixes', 0], kind: 'text' },
    ] satisfies FieldSpec[],
    strict: false,
    maxBytes: 256 * 1024,
  }),
  stores: (_body, answer) => (Array.isArray(answer) && answer.length > 0 ? { storage_objects: -answer.length } : {}),
});

/** `GET /storage/v1/bucket[/<id>]`: the buckets' rules, which only the admin reads. */
const bucketReads = {
  cases(context: CorpusContext): fc.Arbitrary<CorpusCase> {
    const headers = headersFor(context, writer(context).accessToken);
    const path = fc.oneof(
      fc.constantFrom(
        '/storage/v1/bucket',
        '/storage/v1/bucket/drafts',
        '/storage/v1/bucket/no-such-bucket',
        '/storage/v1/bucket/%00',
        '/storage/v1/bucket/%ZZ',
      ),
      badSegment('drafts').map((bad) => `/storage/v1/bucket/${bad}`),
    );
    return fc.oneof(
      fc.tuple(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE'), path).map(([method, at]) => ({
        hostile: 'buckets read, or changed through the API',
        expect: method === 'GET' || method === 'HEAD' ? ('either' as const) : ('refused' as const),
        request: { method, path: at, headers, body: method === 'GET' || method === 'HEAD' ? undefined : '{"id":"planted","public":true}' },
      })),
      fc.constantFrom(...context.forgedTokens).map((forged) => ({
        hostile: 'a forged token',
        expect: 'refused' as const,
        request: { method: 'GET', path: '/storage/v1/bucket', headers: { ...headers, Authorization: `Bearer ${forged}` } },
      })),
      anyRequest({ method: 'GET', path: '/storage/v1/bucket', query: '', headers, queryKeys: [] }),
    );
  },
};

/** The reads share one entry: none of them stores anything. */
export const storageReads: CorpusEntry = {
  name: 'GET /storage/v1/object/{public,authenticated,sign,info}/<bucket>/<key> and /storage/v1/bucket',
  covers: [...storageDownloads.covers, { storageRoute: 'GET /bucket' }, { storageRoute: 'GET /bucket/:id' }],
  cases: (context) => fc.oneof({ weight: 3, arbitrary: storageDownloads.cases(context) }, bucketReads.cases(context)),
};

export const storageEntries = [storageUpload, storageReads, storageSign, storageSignMany, storageList, storageRemove];
