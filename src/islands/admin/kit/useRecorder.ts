import { useCallback, useEffect, useRef, useState } from 'react';
import { audioExtension } from '../../../lib/voice/audioBlobs.ts';
import { type MicrophoneRecording, recordMicrophone } from '../../../lib/voice/microphone.ts';
import { microphoneProblem } from '../../../lib/voice/microphoneProblem.ts';

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'asking' }
  | { phase: 'recording'; seconds: number; level: number }
  | { phase: 'recorded'; file: File; seconds: number; url: string }
  | { phase: 'failed'; message: string };

interface RecorderOptions {
  /** What the person can do when the microphone cannot be used: `upload a file`. */
  instead: string;
  /** A recording is stopped when it reaches this length. */
  limitSeconds?: number;
  onRecorded?(file: File, seconds: number): void;
  onFailed?(message: string): void;
}

const fileName = (startedAt: Date, type: string) =>
  `recording-${startedAt.toISOString().slice(0, 16).replace(':', '-')}.${audioExtension(type)}`;

/**
 * An admin tool's microphone: Record, the time and input level while recording, then the
 * recording as a named file to listen to, use or discard. The microphone is released on unmount.
 */
export function useRecorder({ instead, limitSeconds = Number.POSITIVE_INFINITY, onRecorded, onFailed }: RecorderOptions) {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const recording = useRef<{ microphone: MicrophoneRecording; startedAt: Date } | null>(null);
  const callbacks = useRef({ onRecorded, onFailed });
  callbacks.current = { onRecorded, onFailed };
  useEffect(() => () => void recording.current?.microphone.stop(), []);

  const stop = useCallback(async () => {
    const current = recording.current;
    recording.current = null;
    if (!current) return;
    const { audio, seconds } = await current.microphone.stop();
    const type = audio.type.split(';')[0] || 'audio/webm';
    const file = new File([audio], fileName(current.startedAt, type), { type });
    setState({ phase: 'recorded', file, seconds, url: URL.createObjectURL(file) });
    callbacks.current.onRecorded?.(file, seconds);
  }, []);

  const discard = useCallback(() => {
    setState((current) => {
      if (current.phase === 'recorded') URL.revokeObjectURL(current.url);
      return { phase: 'idle' };
    });
  }, []);

  const start = useCallback(async () => {
    discard();
    setState({ phase: 'asking' });
    try {
      const microphone = await recordMicrophone({
        onTick: ({ seconds, peak }) => setState({ phase: 'recording', seconds, level: peak }),
        endsWhen: ({ seconds }) => seconds >= limitSeconds,
      });
      const current = { microphone, startedAt: new Date() };
      recording.current = current;
      setState({ phase: 'recording', seconds: 0, level: 0 });
      void microphone.ended.then(() => {
        if (recording.current === current) void stop();
      });
    } catch (error) {
      const message = microphoneProblem(error, instead);
      setState({ phase: 'failed', message });
      callbacks.current.onFailed?.(message);
    }
  }, [discard, instead, limitSeconds, stop]);

  return { state, start, stop, discard };
}
