import { requireAdmin } from '../_shared/adminCaller.ts';
import { aiPorts } from '../_shared/ai/providers.ts';
import { ProviderUnavailable } from '../_shared/ai/ports.ts';
import { providerQuotaExceeded } from '../_shared/ai/quota.ts';
import { readJsonBody } from '../_shared/body.ts';
import { signedInClaims } from '../_shared/callerClaims.ts';
import { createCallerClient } from '../_shared/callerClient.ts';
import { databaseFailure } from '../_shared/databaseFailure.ts';
import { FunctionError } from '../_shared/errors.ts';
import { imageDimensions } from '../_shared/images/imageDimensions.ts';
import { imagePresets, studioImageMaxBytes, studioImagePath } from '../_shared/images/imagePresets.ts';
import { serveHandler } from '../_shared/serveHandler.ts';
import { imageGenerateBodySchema } from './schema.ts';

/**
 * image-generate: POST `{ prompt, preset }` from the admin → `{ image }`, the studio's new history
 * row: the configured image model's picture for the prompt, kept in the drafts bucket with its
 * prompt, preset and model (the admin's /image-ai tool). One provider call against the daily
 * quotas. Admin only, as `public.is_admin()` says under the caller's own role: 401 signed out, 403
 * anyone else. 501 `not_available` with no image model (the page's template composer draws
 * without one), 429 when a quota is used up, 503 when the provider fails or sends no usable image.
 */
export const handle = serveHandler(['POST'], async (request, env) => {
  const caller = signedInClaims(request);
  const body = await readJsonBody(request, imageGenerateBodySchema);
  const client = createCallerClient(request, env);
  await requireAdmin(client, 'Generating images');
  const model = aiPorts(env).image;
  if (!model) {
    throw new FunctionError(
      'not_available',
      'No image model is configured (AI_IMAGE_PROVIDER and AI_IMAGE_MODEL on the server); the template composer draws images without one.',
    );
  }
  const limited = await providerQuotaExceeded(env, caller.sub, 'image');
  if (limited) return limited;
  const drawn = await model.generate(body.prompt, imagePresets[body.preset].modelSize, { signal: request.signal });
  const size = imageDimensions(drawn.image);
  if (!size || drawn.image.byteLength > studioImageMaxBytes)
    throw new ProviderUnavailable('The image service sent no PNG, JPEG or WebP image within 10 MB. Please try again in a moment.');

  const id = crypto.randomUUID();
  const path = studioImagePath(id, size.type);
  const drafts = client.storage.from('drafts');
  const stored = await drafts.upload(path, drawn.image, { contentType: size.type, upsert: false });
  if (stored.error) throw new FunctionError('service_unavailable', `The image could not be kept in the drafts: ${stored.error.message}`);
  const row = {
    id,
    source: 'prompt',
    prompt: body.prompt,
    inputs: { preset: body.preset },
    model: model.label,
    width: size.width,
    height: size.height,
    mime_type: size.type,
    bytes: drawn.image.byteLength,
    draft_path: path,
  };
  const { data, error, status } = await client.from('studio_images').insert(row).select().single();
  if (error) {
    await drafts.remove([path]);
    throw databaseFailure('studio_images', { error, status });
  }
  return Response.json({ image: data });
});
