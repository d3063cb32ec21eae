/**
 * Apple Podcasts takes show artwork as a square JPEG or PNG from 1400 × 1400 to 3000 × 3000
 * pixels; other apps follow it. The browser reads the image's size before it is uploaded.
 */
export const artworkTypes = ['image/jpeg', 'image/png'] as const;
export const artworkMinPixels = 1400;
export const artworkMaxPixels = 3000;
/** The public-images bucket's limit. */
export const artworkMaxBytes = 10 * 1024 * 1024;

/** Why the file cannot be the show's artwork, or null. `size` is null until the image has been read. */
export function artworkProblem(
  file: { name: string; type: string; bytes: number },
  size: { width: number; height: number } | null,
): string | null {
  if (!(artworkTypes as readonly string[]).includes(file.type))
    return `“${file.name}” is not a JPEG or PNG image: podcast apps take only those.`;
  if (file.bytes > artworkMaxBytes) return `“${file.name}” is larger than 10 MB.`;
  if (!size) return null;
  const { width, height } = size;
  if (width !== height) return `The artwork must be square; “${file.name}” is ${width} × ${height} pixels.`;
  if (width < artworkMinPixels || width > artworkMaxPixels) {
    return `Apple Podcasts wants artwork from ${artworkMinPixels} × ${artworkMinPixels} to ${artworkMaxPixels} × ${artworkMaxPixels} pixels; “${file.name}” is ${width} × ${height}.`;
  }
  return null;
}

/** The artwork's object in the public-images bucket: a fresh id, then the file's name in safe characters. */
export function artworkPath(id: string, fileName: string): string {
  const safe = fileName
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/-+\./g, '.')
    .replace(/^[-.]+|-+$/g, '')
    .slice(-80);
  return `podcast/${id}-${safe || 'artwork'}`;
}
