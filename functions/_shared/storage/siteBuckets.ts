/**
 * The site's Storage buckets, as supabase/migrations/20261127091000_storage_buckets.sql makes them:
 * whether each one's files have public addresses, the types it takes and its size limit. Shared
 * by the editors (an `accept` list and a size check before uploading), the status check and the
 * tests, which hold the database's buckets equal to this.
 */
const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
const audioTypes = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/ogg', 'audio/webm', 'audio/wav', 'audio/x-wav'] as const;
const transcriptTypes = ['text/vtt', 'application/x-subrip', 'text/plain'] as const;
const megabytes = (count: number) => count * 1024 * 1024;

export const siteBuckets = {
  'public-images': { public: true, maxBytes: megabytes(10), types: imageTypes },
  'podcast-audio': { public: true, maxBytes: megabytes(500), types: audioTypes },
  drafts: { public: false, maxBytes: megabytes(500), types: [...imageTypes, ...audioTypes, ...transcriptTypes] },
} as const;

export type SiteBucket = keyof typeof siteBuckets;
export const siteBucketNames = Object.keys(siteBuckets) as SiteBucket[];
