import { describe, expect, it } from 'vitest';
import { backendWithActors } from '../support/backendWithActors.ts';
import { mp3, png } from './support/sampleFiles.ts';

const setup = backendWithActors();

const episodeAudio = mp3(200_000);

describe('upload and download through supabase-js', () => {
  it('uploads an image as a File (multipart) and serves it at its public URL', async () => {
    const storage = setup.actors.admin.client.storage.from('public-images');
    const file = new File([png], 'pixel.png', { type: 'image/png' });
    const { data, error } = await storage.upload('articles/first-pixel.png', file);
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'articles/first-pixel.png', fullPath: 'public-images/articles/first-pixel.png' });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { publicUrl } = storage.getPublicUrl('articles/first-pixel.png').data;
    expect(publicUrl).toBe(`${setup.test.url}/storage/v1/object/public/public-images/articles/first-pixel.png`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(png.byteLength));
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it('uploads audio as a raw body with its content type and answers Range requests with 206', async () => {
    const storage = setup.actors.admin.client.storage.from('podcast-audio');
    const { error } = await storage.upload('episodes/one.mp3', Buffer.from(episodeAudio), { contentType: 'audio/mpeg' });
    expect(error).toBeNull();
    const url = storage.getPublicUrl('episodes/one.mp3').data.publicUrl;

    const part = await fetch(url, { headers: { Range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${episodeAudio.byteLength}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(episodeAudio.subarray(1000, 2000));

    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(episodeAudio.subarray(-10));

    const past = await fetch(url, { headers: { Range: `bytes=${episodeAudio.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${episodeAudio.byteLength}`);

    const etag = (await fetch(url, { method: 'HEAD' })).headers.get('etag') ?? '';
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('refuses a second upload to the same path unless asked to replace it', async () => {
    const storage = setup.actors.admin.client.storage.from('public-images');
    const again = await storage.upload('articles/first-pixel.png', new File([png], 'pixel.png', { type: 'image/png' }));
    expect(again.error?.message).toMatch(/already exists/);
    const replaced = await storage.upload('articles/first-pixel.png', new File([png], 'pixel.png', { type: 'image/png' }), {
      upsert: true,
    });
    expect(replaced.error).toBeNull();
  });

  it('downloads, lists, tells whether a file exists and removes it, as the admin', async () => {
    const storage = setup.actors.admin.client.storage.from('podcast-audio');
    const downloaded = await storage.download('episodes/one.mp3');
    expect(new Uint8Array(await (downloaded.data as Blob).arrayBuffer())).toEqual(episodeAudio);
    const listed = await storage.list('episodes');
    expect(listed.data?.map((entry) => entry.name)).toEqual(['one.mp3']);
    expect((await storage.exists('episodes/one.mp3')).data).toBe(true);
    const info = await storage.info('episodes/one.mp3');
    expect(info.data).toMatchObject({ size: episodeAudio.byteLength, contentType: 'audio/mpeg' });

    const removed = await storage.remove(['episodes/one.mp3']);
    expect(removed.data?.map((entry) => entry.name)).toEqual(['episodes/one.mp3']);
    expect((await fetch(storage.getPublicUrl('episodes/one.mp3').data.publicUrl)).status).toBe(404);
    expect((await storage.exists('episodes/one.mp3')).data).toBe(false);
  });
});

describe('keys as supabase-js sends them', () => {
  it('stores a key with spaces and punctuation under its own name, decoded once', async () => {
    const storage = setup.actors.admin.client.storage.from('public-images');
    const name = "brand/a photo (1) & 'b'+c.png";
    expect((await storage.upload(name, new File([png], 'x.png', { type: 'image/png' }))).error).toBeNull();
    const stored = await setup.test.backend.deps.db.query<{ name: string }>(`select name from storage.objects where name like 'brand/%'`);
    expect(stored.rows.map((row) => row.name)).toEqual([name]);
    expect((await fetch(storage.getPublicUrl(name).data.publicUrl)).status).toBe(200);
    const listed = await storage.list('brand');
    expect(listed.data?.map((entry) => entry.name)).toEqual(["a photo (1) & 'b'+c.png"]);
  });
});
