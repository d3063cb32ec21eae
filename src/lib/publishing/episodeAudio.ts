import { measureClip } from '../../../functions/_shared/audio/clipDuration.ts';

/**
 * What the `podcast-audio` bucket takes, checked in the browser before a byte is sent, so a file
 * the bucket would refuse is refused at once with the reason. The types are the bucket's own; the
 * other names browsers and systems give the same formats map onto them.
 */
export const podcastAudioMaxBytes = 500 * 1024 * 1024;

const bucketTypes = ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/ogg', 'audio/webm', 'audio/wav'] as const;

const aliases: Record<string, string> = {
  'audio/mp3': 'audio/mpeg',
  'audio/mpeg3': 'audio/mpeg',
  'audio/x-mpeg': 'audio/mpeg',
  'audio/m4a': 'audio/x-m4a',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/opus': 'audio/ogg',
  'audio/x-aac': 'audio/aac',
};

const byExtension: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  webm: 'audio/webm',
  wav: 'audio/wav',
};

const extensionOf: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/wav': 'wav',
};

export const acceptedAudio = 'MP3, M4A, AAC, Ogg, WebM or WAV';
/** The file picker's filter. */
export const audioAccept = [...bucketTypes, ...Object.keys(aliases), ...Object.keys(byExtension).map((ext) => `.${ext}`)].join(',');

/**
 * The bucket's type for a file: its stated type without parameters (a recorder says
 * `audio/webm;codecs=opus`), under the bucket's name for it; from the file name when the system
 * stated none. Null when the bucket takes no such file.
 */
export function podcastAudioType(file: { type: string; name: string }): string | null {
  const stated = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const named = byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
  const type = aliases[stated] ?? (stated || named);
  return (bucketTypes as readonly string[]).includes(type) ? type : null;
}

/** Why the bucket would refuse this file, or null. */
export function audioFileProblem(file: { type: string; name: string; size: number }): string | null {
  if (podcastAudioType(file) === null) {
    return `“${file.name}” is ${file.type ? `of type ${file.type}` : 'of an unknown type'}: the podcast takes ${acceptedAudio} audio.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > podcastAudioMaxBytes) {
    return `“${file.name}” is ${Math.ceil(file.size / (1024 * 1024))} MB: an episode’s audio may be up to 500 MB.`;
  }
  return null;
}

/** The object's path in the bucket: a fresh name, so a replaced recording never overwrites one a feed still points to. */
export function episodeAudioPath(type: string, id: string): string {
  return `episodes/${id}.${extensionOf[type] ?? 'audio'}`;
}

/**
 * The audio's length in seconds, read from its bytes: exact for WAV, MP3 (counted frame by frame),
 * Ogg, MP4 and WebM. A browser's own recording (WebM) has no length in its header, and a media
 * element then reports Infinity; the bytes still tell. Null when the bytes do not say.
 */
export function durationFromBytes(bytes: Uint8Array): number | null {
  const measured = measureClip(bytes);
  return measured && measured.seconds > 0 ? Math.round(measured.seconds * 1000) / 1000 : null;
}
