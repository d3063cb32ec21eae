/** The pictures the composer takes: what a browser decodes and the drafts bucket keeps. */
export const pictureTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

/** An uploaded file as a picture to draw, or why it cannot be one. */
export async function readPicture(file: Blob & { name?: string }): Promise<ImageBitmap> {
  const name = file.name ? `“${file.name}”` : 'The image';
  if (!pictureTypes.includes(file.type)) throw new Error(`${name} is not a PNG, JPEG, WebP, GIF or AVIF image.`);
  try {
    return await createImageBitmap(file);
  } catch {
    throw new Error(`${name} could not be read as an image.`);
  }
}

/** The owner's photo from its public address, as a picture (fetched, so the canvas stays exportable). */
export async function fetchPicture(url: string): Promise<ImageBitmap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The owner’s photo could not be loaded (HTTP ${response.status}).`);
  return readPicture(await response.blob());
}
