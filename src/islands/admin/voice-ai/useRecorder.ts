import { useCallback, useEffect, useRef, useState } from 'react';

/** A clip longer than this is stopped: voice-to-text takes at most 60 seconds. */
export const maxClipSeconds = 60;

export interface RecordedClip {
  blob: Blob;
  /** Seconds by the recording's own clock. */
  seconds: number;
}

/**
 * Records from the microphone with MediaRecorder; stops by itself at the limit. The browser asks
 * for the microphone on the first Record, never before.
 */
export function useRecorder(onClip: (clip: RecordedClip) => void, onFailure: (message: string) => void) {
  const [elapsed, setElapsed] = useState<number | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      onFailure(`The microphone could not be used: ${(error as Error).message}. Allow it in the browser, or upload a clip instead.`);
      return;
    }
    const chunks: Blob[] = [];
    const started = performance.now();
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    media.onstop = () => {
      clearInterval(timer.current);
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      setElapsed(null);
      onClip({ blob: new Blob(chunks, { type: media.mimeType || 'audio/webm' }), seconds: (performance.now() - started) / 1000 });
    };
    recorder.current = media;
    media.start();
    setElapsed(0);
    timer.current = setInterval(() => {
      const seconds = Math.floor((performance.now() - started) / 1000);
      setElapsed(seconds);
      if (seconds >= maxClipSeconds) stop();
    }, 250);
  }, [onClip, onFailure, stop]);

  useEffect(() => stop, [stop]);
  return { recording: elapsed !== null, elapsed: elapsed ?? 0, start, stop };
}
