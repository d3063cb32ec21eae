import { getSupabase } from '../../../lib/auth/supabaseClient.ts';

/** What the public-images bucket takes (the bucket refuses anything else as well). */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];
export const imageMaxBytes = 10 * 1024 * 1024;

/** A file name safe in an object path: its letters, digits, dots and hyphens, lowercase. */
export function objectFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned.slice(-80) || 'image';
}

/** Why this file cannot go to the bucket, before the upload tries; null when it can. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!imageTypes.includes(file.type)) return 'Choose a PNG, JPEG, WebP, GIF or AVIF image.';
  if (file.size > imageMaxBytes) return 'The image is larger than 10 MB: make it smaller first.';
  return null;
}

/** The text an image is described by until the owner writes better: its file name, in words. */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

/**
 * Uploads an image to the public-images bucket under `folder` (articles, brand) with a new id in
 * its name, so two files of the same name never replace each other; answers its public address.
 */
export async function uploadPublicImage(file: File, folder: 'articles' | 'brand'): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw new Error(problem);
  const client = await getSupabase();
  const path = `${folder}/${crypto.randomUUID()}-${objectFileName(file.name)}`;
  const bucket = client.storage.from('public-images');
  const { error } = await bucket.upload(path, file, { contentType: file.type });
  if (error) throw new Error(`Could not upload the image: ${error.message}`);
  return bucket.getPublicUrl(path).data.publicUrl;
}
