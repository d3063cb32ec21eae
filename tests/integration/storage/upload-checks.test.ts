import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';
import { htmlPage, mp3, png, webvtt } from './support/sampleFiles.ts';

let test: TestBackend;
let actors: Actors;
/** The backend's clock runs this far ahead of the process's: signed URLs expire when it moves. */
let clockAhead = 0;
beforeAll(async () => {
  test = await startTestBackend({ adminEmails: [adminEmail], now: () => Date.now() + clockAhead });
  actors = await createActors(test);
}, backendStartTimeout);
afterAll(() => test.stop());

const tenMegabytes = 10 * 1024 * 1024;
/** A PNG of exactly `size` bytes: its signature, then zeros (the storage reads the signature, not the pixels). */
const pngOf = (size: number) => {
  const file = new Uint8Array(size);
  file.set(png.subarray(0, 16));
  return file;
};
const images = () => actors.admin.client.storage.from('public-images');
const storedNames = async () =>
  (await test.backend.deps.db.query<{ name: string }>("select bucket_id || '/' || name as name from storage.objects order by 1")).rows.map(
    (row) => row.name,
  );
const storedFiles = () => readdirSync(test.backend.storageDir).length;

/** Runs a refused upload and checks that it left no row and no file behind. */
async function refusedWithNothingStored(upload: () => Promise<{ error: unknown }>, expected: { status: number; message: RegExp }) {
  const [namesBefore, filesBefore] = [await storedNames(), storedFiles()];
  const { error } = await upload();
  expect(error).toMatchObject({ status: expected.status, message: expect.stringMatching(expected.message) });
  expect(await storedNames()).toEqual(namesBefore);
  expect(storedFiles()).toBe(filesBefore);
}

describe('uploads of the wrong type', () => {
  it('refuses a type the bucket does not take, saying which it takes', () =>
    refusedWithNothingStored(() => images().upload('articles/page.html', new File([htmlPage], 'page.html', { type: 'text/html' })), {
      status: 415,
      message: /does not take text\/html files; it takes image\/png, image\/jpeg, image\/webp, image\/gif, image\/avif/,
    }));

  it('refuses an HTML page renamed and declared as an image', () =>
    refusedWithNothingStored(() => images().upload('articles/renamed.png', new File([htmlPage], 'renamed.png', { type: 'image/png' })), {
      status: 415,
      message: /content is not image\/png/,
    }));

  it('refuses an HTML page declared as audio, and a transcript that is not WebVTT', async () => {
    await refusedWithNothingStored(
      () =>
        actors.admin.client.storage.from('podcast-audio').upload('episodes/fake.mp3', Buffer.from(htmlPage), { contentType: 'audio/mpeg' }),
      { status: 415, message: /content is not audio\/mpeg/ },
    );
    await refusedWithNothingStored(
      () => actors.admin.client.storage.from('drafts').upload('episodes/fake.vtt', Buffer.from(htmlPage), { contentType: 'text/vtt' }),
      { status: 415, message: /content is not text\/vtt/ },
    );
  });

  it('refuses images in the audio bucket and audio in the images bucket', async () => {
    await refusedWithNothingStored(
      () => actors.admin.client.storage.from('podcast-audio').upload('episodes/cover.png', Buffer.from(png), { contentType: 'image/png' }),
      { status: 415, message: /does not take image\/png/ },
    );
    await refusedWithNothingStored(() => images().upload('articles/sound.mp3', Buffer.from(mp3(100)), { contentType: 'audio/mpeg' }), {
      status: 415,
      message: /does not take audio\/mpeg/,
    });
  });

  it('takes each type its bucket lists, with parameters such as a codec', async () => {
    const webm = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
    const recorded = await actors.admin.client.storage
      .from('drafts')
      .upload('episodes/recording.webm', new File([webm], 'recording.webm', { type: 'audio/webm;codecs=opus' }));
    expect(recorded.error).toBeNull();
    const transcript = await actors.admin.client.storage
      .from('drafts')
      .upload('episodes/t.vtt', Buffer.from(webvtt), { contentType: 'text/vtt' });
    expect(transcript.error).toBeNull();
    // A form part's type is kept without its parameters, as Supabase Storage keeps it.
    const served = await actors.admin.client.storage.from('drafts').download('episodes/recording.webm');
    expect(served.data?.type).toBe('audio/webm');
  });
});

describe('uploads over the size limit', () => {
  it('refuses a file over the bucket’s 10 MB before reading it, by its declared length', () =>
    refusedWithNothingStored(
      () => images().upload('articles/raw.png', Buffer.from(pngOf(tenMegabytes + 1)), { contentType: 'image/png' }),
      {
        status: 413,
        message: /exceeded the maximum allowed size of 10 MB/,
      },
    ));

  describe('as the bytes arrive (a bucket limit of 64 KB here, so the test sends little)', () => {
    const limit = 64 * 1024;
    const setLimit = (bytes: number) =>
      test.backend.deps.db.query(`update storage.buckets set file_size_limit = $1 where id = 'public-images'`, [bytes]);
    beforeAll(() => setLimit(limit));
    afterAll(() => setLimit(tenMegabytes));

    it('takes a file of exactly the limit', async () => {
      const { error } = await images().upload('articles/at-limit.png', new File([pngOf(limit)], 'at-limit.png', { type: 'image/png' }));
      expect(error).toBeNull();
      const head = await fetch(images().getPublicUrl('articles/at-limit.png').data.publicUrl, { method: 'HEAD' });
      expect(head.headers.get('content-length')).toBe(String(limit));
    });

    it('refuses one byte more, whether its length is declared, sent as a form, or streamed without a length', async () => {
      const tooLarge = { status: 413, message: /exceeded the maximum allowed size of 64 KB/ };
      const oversize = pngOf(limit + 1);
      await refusedWithNothingStored(
        () => images().upload('articles/raw.png', Buffer.from(oversize), { contentType: 'image/png' }),
        tooLarge,
      );
      await refusedWithNothingStored(
        () => images().upload('articles/form.png', new File([oversize], 'form.png', { type: 'image/png' })),
        tooLarge,
      );
      const stream = new Blob([oversize]).stream();
      await refusedWithNothingStored(() => images().upload('articles/stream.png', stream, { contentType: 'image/png' }), tooLarge);
    });
  });
});

describe('refusals before the file is read', () => {
  it('refuses a user’s upload by the policies, storing nothing', () =>
    refusedWithNothingStored(
      () => actors.user.client.storage.from('public-images').upload('articles/mine.png', Buffer.from(png), { contentType: 'image/png' }),
      {
        status: 403,
        message: /row-level security/,
      },
    ));

  it('refuses an unknown bucket and a key Supabase would refuse', async () => {
    await refusedWithNothingStored(
      () => actors.admin.client.storage.from('no-such-bucket').upload('a.png', Buffer.from(png), { contentType: 'image/png' }),
      {
        status: 404,
        message: /Bucket not found/,
      },
    );
    await refusedWithNothingStored(() => images().upload('articles/ünïcode.png', Buffer.from(png), { contentType: 'image/png' }), {
      status: 400,
      message: /Invalid key/,
    });
  });
});

describe('JSON bodies (remove, list, sign)', () => {
  it('refuses one over 256 KB sent without a length with 413, removing nothing', async () => {
    expect((await images().upload('articles/kept.png', Buffer.from(png), { contentType: 'image/png' })).error).toBeNull();
    const before = await storedNames();
    // A remove of the file, padded past the limit and streamed in chunks: fetch sends it chunked, with no Content-Length.
    const chunks = ['{"prefixes": ["articles/kept.png"]', ...Array.from({ length: 24 }, () => ' '.repeat(16 * 1024)), '}'];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(chunk));
      },
    });
    const response = await fetch(`${test.url}/storage/v1/object/public-images`, {
      method: 'DELETE',
      headers: { apikey: test.anonKey, Authorization: `Bearer ${actors.admin.accessToken}`, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
    expect(await storedNames()).toEqual(before);
  });
});

describe('signed URLs', () => {
  it('open a private file until they expire, for that file only', async () => {
    const drafts = actors.admin.client.storage.from('drafts');
    expect((await drafts.upload('episodes/signed.vtt', Buffer.from(webvtt), { contentType: 'text/vtt' })).error).toBeNull();
    expect((await drafts.upload('episodes/other.vtt', Buffer.from(webvtt), { contentType: 'text/vtt' })).error).toBeNull();
    const { data } = await drafts.createSignedUrl('episodes/signed.vtt', 60);
    const signedUrl = data?.signedUrl ?? '';
    expect(signedUrl).toMatch(new RegExp(`^${test.url}/storage/v1/object/sign/drafts/episodes/signed\\.vtt\\?token=`));

    const opened = await fetch(signedUrl, { headers: { Range: 'bytes=0-5' } });
    expect(opened.status).toBe(206);
    expect(await opened.text()).toBe('WEBVTT');
    expect(opened.headers.get('cache-control')).toMatch(/^private/);

    const elsewhere = signedUrl.replace('episodes/signed.vtt', 'episodes/other.vtt');
    expect(await (await fetch(elsewhere)).json()).toMatchObject({ statusCode: '400', error: 'invalid_signature' });
    const tampered = `${signedUrl.slice(0, -2)}xx`;
    expect((await fetch(tampered)).status).toBe(400);
    const downloadAs = await fetch(`${signedUrl}&download=transcript.vtt`);
    expect(downloadAs.headers.get('content-disposition')).toBe(`attachment; filename="transcript.vtt"; filename*=UTF-8''transcript.vtt`);

    clockAhead = 61_000;
    try {
      expect(await (await fetch(signedUrl)).json()).toMatchObject({ statusCode: '400', message: expect.stringMatching(/expired/) });
    } finally {
      clockAhead = 0;
    }
  });

  it('are signed in bulk, each file the caller may read, the others with a reason', async () => {
    const { data } = await actors.admin.client.storage.from('drafts').createSignedUrls(['episodes/signed.vtt', 'episodes/missing.vtt'], 60);
    expect(data?.[0]?.signedUrl).toMatch(/\/object\/sign\/drafts\/episodes\/signed\.vtt\?token=/);
    expect(data?.[1]).toMatchObject({ path: 'episodes/missing.vtt', signedUrl: null, error: expect.stringMatching(/does not exist/) });
  });
});

describe('the status check', () => {
  const storageCheck = async () => {
    const { data, error } = await actors.admin.client.functions.invoke('system-status', { method: 'GET' });
    expect(error).toBeNull();
    return (data as { checks: { id: string; ok: boolean | null; detail: string }[] }).checks.find((check) => check.id === 'storage');
  };

  it('is up while the buckets are there as the migration made them, and says what is wrong when not', async () => {
    expect(await storageCheck()).toMatchObject({ ok: true, detail: 'Buckets public-images, podcast-audio, drafts ready' });
    await test.backend.deps.db.exec(`update storage.buckets set public = true where id = 'drafts'`);
    try {
      expect(await storageCheck()).toMatchObject({ ok: false, detail: 'Buckets with the wrong visibility: drafts' });
    } finally {
      await test.backend.deps.db.exec(`update storage.buckets set public = false where id = 'drafts'`);
    }
    await test.backend.deps.db.exec(
      `delete from storage.objects where bucket_id = 'podcast-audio'; delete from storage.buckets where id = 'podcast-audio'`,
    );
    expect(await storageCheck()).toMatchObject({ ok: false, detail: expect.stringMatching(/^Missing buckets: podcast-audio/) });
  });
});
