import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'recording'; startedAt: number; elapsed: number; level: number }
  | { phase: 'recorded'; file: File; url: string }
  | { phase: 'failed'; message: string };

/** What a browser records into, best first: all are types the podcast-audio bucket takes. */
const recordingTypes = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];
const extensions: Record<string, string> = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' };

function microphoneMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError')
    return 'The microphone was not allowed. Allow it in the browser’s site settings, or upload a file instead.';
  if (name === 'NotFoundError') return 'No microphone was found. Connect one, or upload a file instead.';
  return `The microphone could not be used: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Records from the microphone with MediaRecorder. The microphone is asked for only when recording
 * starts, and released when it stops. While recording, the elapsed time and the input level (the
 * loudest sample of the last frame, 0 to 1) are kept for the page to show.
 */
export function useRecorder(): { state: RecorderState; start(): Promise<void>; stop(): void; discard(): void } {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const release = useRef<() => void>(() => {});
  const recorder = useRef<MediaRecorder | null>(null);
  useEffect(() => () => release.current(), []);

  const start = useCallback(async () => {
    setState({ phase: 'asking' });
    try {
      if (typeof MediaRecorder === 'undefined') throw new Error('this browser cannot record audio');
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      const mimeType = recordingTypes.find((type) => MediaRecorder.isTypeSupported(type));
      const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      context.createMediaStreamSource(stream).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      const timer = setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        const level = Math.min(
          1,
          samples.reduce((loudest, sample) => Math.max(loudest, Math.abs(sample)), 0),
        );
        setState({ phase: 'recording', startedAt, elapsed: (Date.now() - startedAt) / 1000, level });
      }, 200);
      release.current = () => {
        clearInterval(timer);
        for (const track of stream.getTracks()) track.stop();
        void context.close();
      };
      media.addEventListener('dataavailable', (event) => chunks.push(event.data));
      media.addEventListener('stop', () => {
        release.current();
        const type = (media.mimeType || mimeType || 'audio/webm').split(';')[0] ?? 'audio/webm';
        const file = new File(
          chunks,
          `recording-${new Date(startedAt).toISOString().slice(0, 16).replace(':', '-')}.${extensions[type] ?? 'webm'}`,
          {
            type,
          },
        );
        setState({ phase: 'recorded', file, url: URL.createObjectURL(file) });
      });
      recorder.current = media;
      media.start(1000);
      setState({ phase: 'recording', startedAt, elapsed: 0, level: 0 });
    } catch (error) {
      release.current();
      setState({ phase: 'failed', message: microphoneMessage(error) });
    }
  }, []);

  const stop = useCallback(() => recorder.current?.stop(), []);
  const discard = useCallback(() => {
    setState((current) => {
      if (current.phase === 'recorded') URL.revokeObjectURL(current.url);
      return { phase: 'idle' };
    });
  }, []);
  return { state, start, stop, discard };
}
