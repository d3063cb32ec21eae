/**
 * The site's Storage buckets (made by supabase/migrations/20261127091000_storage_buckets.sql):
 * what each holds and whether its files have public addresses. Shared by the editors, the status
 * check and the tests, so a bucket's name is written once.
 */
export const siteBuckets = {
  'public-images': { public: true },
  'podcast-audio': { public: true },
  drafts: { public: false },
} as const;

export type SiteBucket = keyof typeof siteBuckets;
export const siteBucketNames = Object.keys(siteBuckets) as SiteBucket[];
