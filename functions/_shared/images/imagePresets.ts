/**
 * Where the studio's images go, and the size each place wants: the share card Open Graph and X
 * show with a link, a square post, the podcast cover (Apple takes 1400 to 3000 pixels, JPEG or
 * PNG; the largest keeps it sharp on every screen) and a phone story. An image model draws at one
 * of the few sizes it knows (`modelSize`, the nearest shape); the composer then fits it to the preset.
 */
export const imagePresets = {
  'share-card': { label: 'Share card', width: 1200, height: 630, modelSize: '1536x1024' },
  square: { label: 'Square post', width: 1080, height: 1080, modelSize: '1024x1024' },
  'podcast-cover': { label: 'Podcast cover', width: 3000, height: 3000, modelSize: '1024x1024' },
  story: { label: 'Story', width: 1080, height: 1920, modelSize: '1024x1536' },
} as const satisfies Record<string, { label: string; width: number; height: number; modelSize: `${number}x${number}` }>;

export type ImagePresetName = keyof typeof imagePresets;
export const imagePresetNames = Object.keys(imagePresets) as ImagePresetName[];

/** The studio's images are kept in these types; a cover goes out as JPEG (smaller, and every podcast app takes it). */
export const studioImageTypes = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type StudioImageType = keyof typeof studioImageTypes;

/** The public-images bucket's limit (supabase/migrations/*_storage_buckets.sql): no image is kept larger. */
export const studioImageMaxBytes = 10 * 1024 * 1024;

/** The image's object in the drafts bucket, and under the same name in the public images once attached. */
export const studioImagePath = (id: string, type: StudioImageType): string => `studio/${id}.${studioImageTypes[type]}`;
