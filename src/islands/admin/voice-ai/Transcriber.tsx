import { useCallback, useState } from 'react';
import { useBusyAction } from '../kit/useBusyAction.ts';
import { checked, hasFields, isString } from '../../../lib/plainChecks.ts';
import { callAdminFunction } from '../kit/adminFunctions.ts';
import { downloadFile } from '../kit/downloadFile.ts';
import { blobToBase64 } from '../../../lib/voice/audioBlobs.ts';
import { clipSeconds, maxClipSeconds } from './clipSeconds.ts';
import { transcriptName, transcriptTxt, transcriptVtt } from './transcriptFiles.ts';
import { useRecorder } from '../kit/useRecorder.ts';
import { FormField } from '../../shared/FormField.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';
import { FileField } from '../kit/FileField.tsx';
import { toastFailure } from '../kit/toastFailure.ts';

/** voice-to-text takes clips up to 2 MB. */
const maxClipBytes = 2 * 1024 * 1024;

interface Clip {
  blob: Blob;
  name: string | null;
  seconds: number;
  url: string;
}

/** Speech to text: record or upload a clip, have it transcribed, keep the transcript as .txt or .vtt. */
export function Transcriber({ configured, label }: { configured: boolean; label: string | null }) {
  const [clip, setClip] = useState<Clip | null>(null);
  const [transcript, setTranscript] = useState<{ text: string; clip: Clip } | null>(null);
  const { busy, act } = useBusyAction();

  const take = useCallback(async (blob: Blob, name: string | null, measured: number | null) => {
    const seconds = await clipSeconds(blob, measured);
    if (blob.size > maxClipBytes)
      return toastFailure('This clip is too large', `It is ${(blob.size / 1048576).toFixed(1)} MB; clips up to 2 MB can be transcribed.`);
    if (seconds > maxClipSeconds + 0.5)
      return toastFailure(
        'This clip is too long',
        `It lasts ${Math.round(seconds)} s; clips up to ${maxClipSeconds} s can be transcribed.`,
      );
    setClip((old) => {
      if (old) URL.revokeObjectURL(old.url);
      return { blob, name, seconds, url: URL.createObjectURL(blob) };
    });
  }, []);
  const recorder = useRecorder({
    instead: 'upload a clip',
    limitSeconds: maxClipSeconds,
    onRecorded: (file, seconds) => void take(file, null, seconds),
    onFailed: (message) => toastFailure('Recording did not start', message),
  });

  const transcribe = async () => {
    if (!clip) return;
    await act('The clip was not transcribed', async () => {
      const answer = await callAdminFunction('voice-to-text', {
        audio: await blobToBase64(clip.blob),
        mime_type: clip.blob.type || undefined,
      });
      setTranscript({ text: checked(answer, hasFields({ text: isString }), 'voice-to-text answer', '{ text }').text, clip });
    });
  };
  const save = (kind: 'txt' | 'vtt') => {
    if (!transcript) return;
    const name = `${transcriptName(transcript.clip.name, new Date())}.${kind}`;
    if (kind === 'txt') downloadFile(transcriptTxt(transcript.text), name);
    else downloadFile(transcriptVtt(transcript.text, transcript.clip.seconds), name, 'text/vtt;charset=utf-8');
  };

  return (
    <ToolSection title="Speech to text">
      {configured ? (
        <p className="admin-muted">Transcribed by {label}. Clips up to 60 seconds and 2 MB.</p>
      ) : (
        <p className="admin-state-title">
          Speech recognition needs a provider: set AI_STT_PROVIDER (with its model and key) on the server. Until then no clip can be
          transcribed.
        </p>
      )}
      <div className="admin-actions">
        {recorder.state.phase === 'recording' ? (
          <button type="button" className="button" onClick={() => void recorder.stop()}>
            Stop recording ({Math.floor(recorder.state.seconds)} s)
          </button>
        ) : (
          <button type="button" className="button" disabled={!configured || busy} onClick={() => void recorder.start()}>
            Record
          </button>
        )}
      </div>
      <FileField
        id="stt-upload"
        label="Or upload a clip"
        accept="audio/*"
        disabled={!configured}
        onFile={(file) => void take(file, file.name, null)}
      />
      {clip && (
        <div className="admin-stack">
          <p>
            {clip.name ?? 'Recording'}, {clip.seconds.toFixed(1)} s
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: the clip is the admin's own speech, and the transcript below is its text. */}
          <audio controls src={clip.url} />
          <div className="admin-actions">
            <button type="button" className="button button-primary" disabled={busy || !configured} onClick={() => void transcribe()}>
              {busy ? 'Transcribing…' : 'Transcribe'}
            </button>
          </div>
        </div>
      )}
      {transcript && (
        <div className="admin-stack">
          <FormField id="stt-transcript" label="Transcript">
            {(control) => <textarea {...control} rows={5} readOnly value={transcript.text} />}
          </FormField>
          <div className="admin-actions">
            <button type="button" className="button" onClick={() => save('txt')}>
              Download .txt
            </button>
            <button type="button" className="button" onClick={() => save('vtt')}>
              Download .vtt
            </button>
          </div>
        </div>
      )}
    </ToolSection>
  );
}
