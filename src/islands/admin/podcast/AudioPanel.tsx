import { useState } from 'react';
import { formatClockTime } from '../../../lib/publishing/chapters.ts';
import { audioAccept } from '../../../lib/publishing/episodeAudio.ts';
import { uploadEpisodeAudio } from './audioUpload.ts';
import type { EpisodeAudio } from './episodeForm.ts';
import { useRecorder } from '../kit/useRecorder.ts';
import { FormProblem } from '../../shared/FormField.tsx';
import { FileField } from '../kit/FileField.tsx';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The episode's audio: a file uploaded, or a recording made here and listened to before it is
 * used. A file the bucket would refuse is refused before anything is sent; a failed upload keeps
 * the audio the episode had and says why.
 */
export function AudioPanel({
  audio,
  problem,
  onAudio,
}: {
  audio: EpisodeAudio | null;
  problem?: string;
  onAudio(audio: EpisodeAudio): void;
}) {
  const [step, setStep] = useState<
    { kind: 'idle' } | { kind: 'measuring' | 'uploading'; name: string; size: number } | { kind: 'failed'; message: string }
  >({
    kind: 'idle',
  });
  const recorder = useRecorder({ instead: 'upload a file' });
  const busy = step.kind === 'measuring' || step.kind === 'uploading';

  async function use(file: File) {
    setStep({ kind: 'measuring', name: file.name, size: file.size });
    try {
      onAudio(await uploadEpisodeAudio(file, (next) => setStep({ kind: next, name: file.name, size: file.size })));
      setStep({ kind: 'idle' });
      recorder.discard();
    } catch (error) {
      setStep({ kind: 'failed', message: (error as Error).message });
    }
  }

  const rec = recorder.state;
  return (
    <fieldset className="admin-stack studio-fieldset" aria-describedby={problem ? 'episode-audio-problem' : undefined}>
      <legend>Audio</legend>
      {audio ? (
        <div className="admin-stack">
          {/* biome-ignore lint/a11y/useMediaCaption: the transcript below is the episode's text; the player offers it too. */}
          <audio controls preload="metadata" src={audio.url} aria-label="The episode’s audio" />
          <p className="admin-muted">
            {audio.type}, {megabytes(audio.bytes)}, {formatClockTime(audio.duration)} long
          </p>
        </div>
      ) : (
        <p className="admin-muted">No audio yet: upload a file or record one. An episode needs its audio to be published.</p>
      )}
      <FileField
        id="episode-audio-file"
        label="Audio file"
        accept={audioAccept}
        disabled={busy || rec.phase === 'recording'}
        onFile={(file) => void use(file)}
      />
      <div className="admin-actions">
        {rec.phase === 'recording' ? (
          <button type="button" className="button button-primary" onClick={() => void recorder.stop()}>
            Stop
          </button>
        ) : (
          <button type="button" className="button" disabled={busy || rec.phase === 'asking'} onClick={() => void recorder.start()}>
            Record
          </button>
        )}
      </div>
      {rec.phase === 'asking' && <p role="status">Asking for the microphone…</p>}
      {rec.phase === 'recording' && (
        <div className="studio-recording" role="status">
          <span className="studio-recording-dot" aria-hidden="true" /> Recording {formatClockTime(rec.seconds)}
          <meter min={0} max={1} low={0.1} high={0.9} optimum={0.5} value={rec.level} aria-label="Input level" />
        </div>
      )}
      {rec.phase === 'recorded' && (
        <div className="admin-stack">
          {/* biome-ignore lint/a11y/useMediaCaption: the owner listens back to their own recording. */}
          <audio controls src={rec.url} aria-label="Your recording" />
          <div className="admin-actions">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void use(rec.file)}>
              Use this recording
            </button>
            <button type="button" className="button" disabled={busy} onClick={recorder.discard}>
              Discard
            </button>
          </div>
        </div>
      )}
      {rec.phase === 'failed' && (
        <p className="form-error" role="alert">
          {rec.message}
        </p>
      )}
      {busy && (
        <p role="status">
          {step.kind === 'measuring' ? 'Reading the length of' : 'Uploading'} “{step.name}” ({megabytes(step.size)})…
        </p>
      )}
      <FormProblem problem={step.kind === 'failed' ? step.message : null} />
      {problem && (
        <p id="episode-audio-problem" className="form-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
