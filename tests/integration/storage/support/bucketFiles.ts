import { siteBuckets, type SiteBucket } from '../../../../functions/_shared/storage/siteBuckets.ts';
import { mp3, png, webvtt } from './sampleFiles.ts';

/** A file each site bucket takes, with its declared type. */
export const fileFor: Record<SiteBucket, { bytes: Uint8Array; type: string; extension: string }> = {
  'public-images': { bytes: png, type: 'image/png', extension: 'png' },
  'podcast-audio': { bytes: mp3(4096), type: 'audio/mpeg', extension: 'mp3' },
  drafts: { bytes: webvtt, type: 'text/vtt', extension: 'vtt' },
};

export const bucketNames = Object.keys(siteBuckets) as SiteBucket[];
