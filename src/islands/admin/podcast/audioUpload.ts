import { randomUuid } from '../../../lib/randomUuid.ts';
import { audioFileProblem, durationFromBytes, episodeAudioPath, podcastAudioType } from '../../../lib/publishing/episodeAudio.ts';
import type { EpisodeAudio } from './episodeForm.ts';
import { uploadPublicFile } from './episodesApi.ts';

/**
 * The length the browser's media element reports, for the formats the byte readers do not know
 * (AAC in ADTS frames, say). Infinity (a recording with no length in its header) counts as unknown.
 */
function durationFromMetadata(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = document.createElement('audio');
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      URL.revokeObjectURL(url);
      audio.removeAttribute('src');
      resolve(seconds);
    };
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => done(Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : null), {
      once: true,
    });
    audio.addEventListener('error', () => done(null), { once: true });
    audio.src = url;
  });
}

/** The audio's length in seconds: from its bytes first, else from the media element (also when the browser cannot hold the whole file). */
export async function readAudioDuration(file: Blob): Promise<number | null> {
  const fromBytes = await file.arrayBuffer().then(
    (buffer) => durationFromBytes(new Uint8Array(buffer)),
    () => null,
  );
  return fromBytes ?? (await durationFromMetadata(file));
}

/**
 * Checks the file against the bucket, reads its length, then uploads it under a fresh name.
 * Throws an Error in the owner's words at the first step that fails; nothing is sent before the
 * checks pass.
 */
export async function uploadEpisodeAudio(file: File, onStep: (step: 'measuring' | 'uploading') => void): Promise<EpisodeAudio> {
  const problem = audioFileProblem(file);
  if (problem) throw new Error(problem);
  const type = podcastAudioType(file) as string;
  onStep('measuring');
  const duration = await readAudioDuration(file);
  if (duration === null) throw new Error(`The length of “${file.name}” could not be read: is it a complete audio file?`);
  onStep('uploading');
  const { path, url } = await uploadPublicFile('podcast-audio', episodeAudioPath(type, randomUuid()), file, type);
  return { path, url, type, bytes: file.size, duration: Math.round(duration * 1000) / 1000 };
}
