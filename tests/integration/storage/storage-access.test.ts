import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBuckets } from '../../../functions/_shared/storage/siteBuckets.ts';
import { actorNames, type ActorName } from '../rls/accessRules.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { clientWithToken, signToken } from '../support/users.ts';
import { adminEmail, createActors, type Actors } from '../visitor/support/actors.ts';
import { bucketNames, fileFor } from './support/bucketFiles.ts';

/**
 * The storage matrix: every actor tries every operation on every site bucket through supabase-js,
 * as a browser would. Only the admin writes, reads through the API, lists and signs; anybody reads
 * a public bucket's files at their public address; nobody reads drafts without the admin or a
 * signed URL. The user's own metadata claims admin (see createActors), which grants nothing.
 */
let test: TestBackend;
let actors: Actors;
const clientOf = (actor: ActorName): SupabaseClient => (actor === 'anon' ? actors.anon : actors[actor].client);
const seeded = (bucket: string) => `matrix/seeded.${fileFor[bucket as keyof typeof fileFor].extension}`;

beforeAll(async () => {
  test = await startTestBackend({ adminEmails: [adminEmail] });
  actors = await createActors(test);
  for (const bucket of bucketNames) {
    const file = fileFor[bucket];
    const { error } = await actors.admin.client.storage
      .from(bucket)
      .upload(seeded(bucket), Buffer.from(file.bytes), { contentType: file.type });
    if (error) throw error;
  }
}, backendStartTimeout);
afterAll(() => test.stop());

const stored = async (bucket: string, name: string) =>
  (await test.backend.deps.db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, name])).rows.length === 1;

for (const bucket of bucketNames) {
  const file = fileFor[bucket];
  const body = () => Buffer.from(file.bytes);
  describe(`bucket ${bucket} (${siteBuckets[bucket].public ? 'public' : 'private'})`, () => {
    for (const actor of actorNames) {
      const admin = actor === 'admin';
      const storage = () => clientOf(actor).storage.from(bucket);
      const verdict = admin ? 'allowed' : 'denied';

      it(`${actor}: upload a new file ${verdict}`, async () => {
        const name = `matrix/new-by-${actor}.${file.extension}`;
        const { error } = await storage().upload(name, body(), { contentType: file.type });
        if (admin) expect(error).toBeNull();
        else expect(error).toMatchObject({ status: 403, message: expect.stringMatching(/row-level security/) });
        expect(await stored(bucket, name)).toBe(admin);
      });

      it(`${actor}: replace a file (upsert and update) ${verdict}`, async () => {
        const upserted = await storage().upload(seeded(bucket), body(), { contentType: file.type, upsert: true });
        const updated = await storage().update(seeded(bucket), body(), { contentType: file.type });
        expect([upserted.error === null, updated.error === null]).toEqual([admin, admin]);
      });

      it(`${actor}: download through the API, info and exists ${verdict}`, async () => {
        const downloaded = await storage().download(seeded(bucket));
        const info = await storage().info(seeded(bucket));
        const exists = await storage().exists(seeded(bucket));
        if (admin) {
          expect(new Uint8Array(await (downloaded.data as Blob).arrayBuffer())).toEqual(file.bytes);
          expect(info.data?.size).toBe(file.bytes.byteLength);
        } else {
          expect(downloaded.error).toMatchObject({ status: 404 });
          expect(info.error).toMatchObject({ status: 404 });
        }
        expect(exists.data).toBe(admin);
      });

      it(`${actor}: list ${admin ? 'sees the files' : 'sees nothing'}`, async () => {
        const { data, error } = await storage().list('matrix');
        expect(error).toBeNull();
        expect((data ?? []).some((entry) => entry.name === seeded(bucket).split('/')[1])).toBe(admin);
      });

      it(`${actor}: make a signed URL ${verdict}`, async () => {
        const { data, error } = await storage().createSignedUrl(seeded(bucket), 60);
        if (!admin) return expect(error).toMatchObject({ status: 404 });
        const response = await fetch(data?.signedUrl ?? '');
        expect(response.status).toBe(200);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(file.bytes);
      });

      it(`${actor}: read the public address ${siteBuckets[bucket].public ? 'allowed' : 'denied'}`, async () => {
        const response = await fetch(storage().getPublicUrl(seeded(bucket)).data.publicUrl);
        expect(response.status).toBe(siteBuckets[bucket].public ? 200 : 400);
        if (siteBuckets[bucket].public) expect(new Uint8Array(await response.arrayBuffer())).toEqual(file.bytes);
        else expect(await response.json()).toMatchObject({ error: 'not_public' });
      });

      it(`${actor}: remove ${verdict}`, async () => {
        const name = `matrix/to-remove-by-${actor}.${file.extension}`;
        const planted = await actors.admin.client.storage.from(bucket).upload(name, body(), { contentType: file.type });
        expect(planted.error).toBeNull();
        const { data } = await storage().remove([name]);
        expect(data?.length ?? 0).toBe(admin ? 1 : 0);
        expect(await stored(bucket, name)).toBe(!admin);
      });
    }
  });
}

describe('the buckets', () => {
  it('are the site buckets the editors know, with their types and limits', async () => {
    const { rows } = await test.backend.deps.db.query<{ id: string; public: boolean; limit: number; types: string[] }>(
      'select id, public, file_size_limit::float8 as limit, allowed_mime_types as types from storage.buckets order by id',
    );
    expect(rows).toEqual(
      Object.entries(siteBuckets)
        .map(([id, bucket]) => ({ id, public: bucket.public, limit: bucket.maxBytes, types: [...bucket.types] }))
        .sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('are read by the admin alone', async () => {
    for (const actor of actorNames) {
      const { data } = await clientOf(actor).storage.listBuckets();
      expect((data ?? []).map((bucket) => bucket.id).sort()).toEqual(actor === 'admin' ? [...bucketNames].sort() : []);
    }
    const { data } = await actors.admin.client.storage.getBucket('public-images');
    expect(data).toMatchObject({
      public: true,
      file_size_limit: 10 * 1024 * 1024,
      allowed_mime_types: expect.arrayContaining(['image/png']),
    });
  });

  it('cannot be made, changed or removed through the API', async () => {
    const made = await actors.admin.client.storage.createBucket('planted', { public: true });
    expect(made.error).toMatchObject({ status: 405 });
    const removed = await actors.admin.client.storage.deleteBucket('drafts');
    expect(removed.error).toMatchObject({ status: 405 });
  });

  it('have exactly the policies this matrix tries', async () => {
    const { rows } = await test.backend.deps.db.query<{ name: string }>(
      `select tablename || ': ' || policyname || ' (' || cmd || ' to ' || array_to_string(roles, ',') || ')' as name
       from pg_policies where schemaname = 'storage' order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual([
      "buckets: Admin reads the site's buckets (SELECT to authenticated)",
      "objects: Admin deletes the site's files (DELETE to authenticated)",
      "objects: Admin reads the site's files (SELECT to authenticated)",
      "objects: Admin replaces the site's files (UPDATE to authenticated)",
      "objects: Admin uploads the site's files (INSERT to authenticated)",
    ]);
  });
});

describe('a signed token whose subject is no user id', () => {
  it('gets 400 from every route that asks the database who it is, as REST gives it, and changes nothing', async () => {
    const token = await signToken(test.jwtSecret, { sub: 'not-a-uuid', role: 'authenticated', aud: 'authenticated' });
    const storage = clientWithToken(test, token).storage;
    const file = fileFor['public-images'];
    const before = await test.backend.deps.db.query('select bucket_id, name from storage.objects order by 1, 2');
    const answers = await Promise.all([
      storage.listBuckets(),
      storage.from('public-images').list('matrix'),
      storage.from('public-images').download(seeded('public-images')),
      storage.from('public-images').createSignedUrl(seeded('public-images'), 60),
      storage.from('public-images').upload('matrix/by-no-user.png', Buffer.from(file.bytes), { contentType: file.type }),
      storage.from('public-images').remove([seeded('public-images')]),
    ]);
    expect(answers.map(({ error }) => (error as { status?: number } | null)?.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect((await test.backend.deps.db.query('select bucket_id, name from storage.objects order by 1, 2')).rows).toEqual(before.rows);
  });
});
