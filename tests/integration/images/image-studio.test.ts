import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAi, startFakeAi } from '../../../scripts/fake-ai/server.ts';
import { backendStartTimeout, startTestBackend, type TestBackend } from '../support/backend.ts';
import { fakeAiEnv } from '../support/fakeAi.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { callFunction } from '../visitor/support/invoke.ts';

const adminEmail = 'owner@example.test';
let fake: FakeAi;
let test: TestBackend;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  fake = await startFakeAi();
  test = await startTestBackend({ adminEmails: [adminEmail], env: fakeAiEnv(fake, { user: 2 }) });
  [user, admin] = await Promise.all([createTestUser(test, 'reader@example.test'), createTestUser(test, adminEmail)]);
}, backendStartTimeout);
afterAll(async () => {
  await test.stop();
  await fake.close();
});

const generate = async (body: unknown, as: TestUser) => {
  const response = await callFunction(test, 'image-generate', { body, headers: { Authorization: `Bearer ${as.accessToken}` } });
  return { status: response.status, body: await response.json() };
};

describe('image-generate', () => {
  it('keeps the model’s image in the history with its prompt, counts it against the quota, and refuses anyone but the admin', async () => {
    const prompt = 'A lighthouse drawn in teal ink';
    const made = await generate({ prompt, preset: 'share-card' }, admin);
    expect(made).toMatchObject({
      status: 200,
      body: {
        image: {
          source: 'prompt',
          prompt,
          inputs: { preset: 'share-card' },
          model: 'openai-compatible · fake-image',
          width: 1536,
          height: 1024,
          mime_type: 'image/png',
        },
      },
    });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/images/generations', model: 'fake-image', prompt });
    const { data: file } = await admin.client.storage.from('drafts').download(made.body.image.draft_path);
    expect(file?.size).toBe(made.body.image.bytes);

    expect((await generate({ prompt: 'A second one', preset: 'square' }, admin)).status).toBe(200);
    const seen = fake.requests.length;
    expect(await generate({ prompt: 'A third one', preset: 'square' }, admin)).toMatchObject({
      status: 429,
      body: { error: { code: 'rate_limited' } },
    });
    expect(fake.requests).toHaveLength(seen);
    expect(await generate({ prompt, preset: 'square' }, user)).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await generate({ prompt, preset: 'poster' }, admin)).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed' } },
    });
    const { count } = await admin.client.from('studio_images').select('id', { count: 'exact', head: true });
    expect(count).toBe(2);
  });
});

describe('attach_studio_image', () => {
  it('needs the alt text, takes only a square cover of Apple’s sizes for the show, and sets the article’s share image with its size', async () => {
    const db = test.backend.deps.db;
    const image = async (width: number, height: number) =>
      (
        await db.query<{ id: string }>(
          `insert into public.studio_images (source, template, width, height, mime_type, bytes, draft_path)
           values ('template', 'podcast-cover', $1, $2, 'image/jpeg', 1000, 'studio/' || gen_random_uuid() || '.jpg') returning id`,
          [width, height],
        )
      ).rows[0]!.id;
    const [card, cover] = [await image(1200, 630), await image(3000, 3000)];
    const article = (await db.query<{ id: string }>(`insert into public.articles (slug, title) values ('studio', 'Studio') returning id`))
      .rows[0]!.id;
    const url = (id: string) => `${test.url}/storage/v1/object/public/public-images/studio/${id}.jpg`;
    const attach = (pImage: string, pTarget: string, pTargetId: string | null, pAlt: string) =>
      admin.client.rpc('attach_studio_image', {
        p_image: pImage,
        p_target: pTarget,
        p_target_id: pTargetId,
        p_public_url: url(pImage),
        p_alt: pAlt,
      });

    expect((await attach(card, 'article-share', article, '  ')).error?.message).toMatch(/^Write the image's alt text/);
    expect((await attach(card, 'show', null, 'A card')).error?.message).toMatch(
      /square JPEG or PNG from 1400 to 3000 pixels; this image is 1200 × 630/,
    );
    expect(
      (
        await user.client.rpc('attach_studio_image', {
          p_image: card,
          p_target: 'show',
          p_target_id: null,
          p_public_url: url(card),
          p_alt: 'x',
        })
      ).error,
    ).not.toBeNull();
    expect((await attach(card, 'article-share', article, 'The title on teal')).error).toBeNull();
    expect((await attach(cover, 'show', null, 'The show’s name on a seeded background')).error).toBeNull();

    const stored = await db.query(
      `select a.share_image_url, a.share_image_alt, a.share_image_width, a.share_image_height, s.artwork_url, s.artwork_alt
       from public.articles a, public.podcast_show s where a.id = $1`,
      [article],
    );
    expect(stored.rows[0]).toEqual({
      share_image_url: url(card),
      share_image_alt: 'The title on teal',
      share_image_width: 1200,
      share_image_height: 630,
      artwork_url: url(cover),
      artwork_alt: 'The show’s name on a seeded background',
    });
    const history = await db.query(`select alt, attached_to->0->>'target' as target from public.studio_images where id = $1`, [card]);
    expect(history.rows[0]).toEqual({ alt: 'The title on teal', target: 'article-share' });
  });
});
