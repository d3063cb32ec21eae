import { type ImagePresetName, type StudioImageType, studioImagePath } from '../../../../functions/_shared/images/imagePresets.ts';
import { getSupabase } from '../../../lib/auth/supabaseClient.ts';
import { randomUuid } from '../../../lib/randomUuid.ts';
import { callAdminFunction, queryFailed } from '../kit/adminFunctions.ts';
import { checked, fields, flag, jsonObject, listOf, numeric, oneOf, orNull, type ShapeOf, rowOf, text } from '../kit/answerShape.ts';
import { answered, newestRows } from '../kit/rowQueries.ts';
import { templateNames } from '../../../../functions/_shared/images/brandTemplates.ts';

/** One image of the studio's history (public.studio_images). */
const studioImage = rowOf({
  id: text,
  source: oneOf(['template', 'prompt', 'upload'] as const),
  template: orNull(oneOf(templateNames)),
  prompt: orNull(text),
  inputs: jsonObject,
  model: orNull(text),
  width: numeric,
  height: numeric,
  mime_type: oneOf(['image/png', 'image/jpeg', 'image/webp'] as const),
  bytes: numeric,
  draft_path: text,
  alt: text,
  public_url: orNull(text),
  attached_to: listOf(fields({ target: text, id: orNull(text), at: text })),
  created_at: text,
  is_sample: flag,
});
export type StudioImage = ShapeOf<typeof studioImage>;

export const loadHistory = () =>
  newestRows('studio_images', studioImage.columns, studioImage, 'the studio’s images', { by: 'created_at', limit: 500 });

/** Addresses that show the private drafts for an hour, by path. */
export async function draftAddresses(paths: readonly string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const { data, error } = await (await getSupabase()).storage.from('drafts').createSignedUrls([...paths], 3600);
  if (error) throw new Error(`Could not show the images: ${error.message}`);
  return new Map(data.flatMap((entry) => (entry.path && entry.signedUrl ? [[entry.path, entry.signedUrl] as const] : [])));
}

export interface KeptImage {
  blob: Blob;
  type: StudioImageType;
  width: number;
  height: number;
  source: 'template' | 'upload';
  template: StudioImage['template'];
  inputs: Record<string, unknown>;
}

/** Keeps a composed image: its file in the drafts, then its row; a row that fails takes its file back out. */
export async function keepImage(image: KeptImage): Promise<StudioImage> {
  const supabase = await getSupabase();
  const id = randomUuid();
  const path = studioImagePath(id, image.type);
  const drafts = supabase.storage.from('drafts');
  const stored = await drafts.upload(path, image.blob, { contentType: image.type, upsert: false });
  if (stored.error) throw new Error(`The image was not kept: ${stored.error.message}`);
  const row = { id, source: image.source, template: image.template, inputs: image.inputs, width: image.width, height: image.height };
  const result = await supabase
    .from('studio_images')
    .insert({ ...row, mime_type: image.type, bytes: image.blob.size, draft_path: path })
    .select(studioImage.columns)
    .single();
  if (result.error) await drafts.remove([path]);
  return answered(result, studioImage, 'the image', 'keep');
}

/** Draws an image from a prompt with the configured model; the function keeps it in the history. */
export async function generateImage(prompt: string, preset: ImagePresetName): Promise<StudioImage> {
  return checked(fields({ image: studioImage }), await callAdminFunction('image-generate', { prompt, preset }), 'the generated image')
    .image;
}

/** A place an image can go: the show, or an article or episode by its id. */
export type AttachTarget = 'show' | 'article-share' | 'article-hero' | 'episode';

/** Copies the image to the public images and points the target at it with its alt text, in one step. */
export async function attachImage(image: StudioImage, target: AttachTarget, targetId: string | null, alt: string): Promise<void> {
  const supabase = await getSupabase();
  const file = await supabase.storage.from('drafts').download(image.draft_path);
  if (file.error) throw new Error(`The image could not be read from the drafts: ${file.error.message}`);
  const images = supabase.storage.from('public-images');
  const copied = await images.upload(image.draft_path, file.data, { contentType: image.mime_type, upsert: true });
  if (copied.error) throw new Error(`The image could not be copied to the public images: ${copied.error.message}`);
  const url = images.getPublicUrl(image.draft_path).data.publicUrl;
  const result = await supabase.rpc('attach_studio_image', {
    p_image: image.id,
    p_target: target,
    p_target_id: targetId,
    p_public_url: url,
    p_alt: alt,
  });
  if (result.error) throw queryFailed('use the image', result);
}

const piece = rowOf({ id: text, title: text, slug: text, status: text });
export type Piece = ShapeOf<typeof piece>;

/** The articles and episodes an image can be attached to, newest first. */
export async function loadPieces(): Promise<{ articles: Piece[]; episodes: Piece[] }> {
  const [articles, episodes] = await Promise.all([
    newestRows('articles', piece.columns, piece, 'the articles'),
    newestRows('podcast_episodes', piece.columns, piece, 'the episodes'),
  ]);
  return { articles, episodes };
}
