import { useState } from 'react';
import { formatClockTime } from '../../../lib/publishing/chapters.ts';
import { parseTranscript, type TranscriptCue } from '../../../lib/publishing/transcripts.ts';
import { FormProblem } from '../../shared/FormField.tsx';
import { FileField } from '../kit/FileField.tsx';

const previewCues = 5;
/** A transcript file is text; past this it is surely the wrong file. */
const maxTranscriptBytes = 5 * 1024 * 1024;

/**
 * The transcript, read from a WebVTT or SRT file in the browser into cues; the first few are shown
 * to check. A file that cannot be read keeps the transcript the episode had and names the line.
 */
export function TranscriptPanel({
  cues,
  duration,
  onCues,
}: {
  cues: TranscriptCue[];
  duration: number | null;
  onCues(cues: TranscriptCue[]): void;
}) {
  const [problem, setProblem] = useState('');
  const [fileName, setFileName] = useState('');

  async function read(file: File) {
    setProblem('');
    if (file.size > maxTranscriptBytes) {
      setProblem(`“${file.name}” is larger than 5 MB: is it a transcript?`);
      return;
    }
    try {
      onCues(parseTranscript(await file.text()));
      setFileName(file.name);
    } catch (error) {
      setProblem(`“${file.name}” could not be read. ${(error as Error).message}`);
    }
  }

  const last = cues.at(-1);
  const pastTheEnd = duration !== null && last !== undefined && last.start >= duration;
  return (
    <fieldset className="admin-stack studio-fieldset">
      <legend>Transcript</legend>
      <FileField
        id="episode-transcript-file"
        label="Transcript (VTT or SRT)"
        accept=".vtt,.srt,text/vtt,application/x-subrip"
        onFile={(file) => void read(file)}
      />
      <FormProblem problem={problem} />
      {cues.length === 0 ? (
        <p className="admin-muted">No transcript yet. A transcript lets listeners read along and search engines find the episode.</p>
      ) : (
        <div className="admin-stack">
          <p role="status">
            {cues.length} cues{fileName ? ` from “${fileName}”` : ''}, up to {formatClockTime(last?.end ?? 0)}.
          </p>
          <ol className="studio-cues" aria-label="First cues of the transcript">
            {cues.slice(0, previewCues).map((cue) => (
              <li key={`${cue.start}-${cue.text}`}>
                <span className="admin-muted">{formatClockTime(cue.start)}</span> {cue.text}
              </li>
            ))}
          </ol>
          {pastTheEnd && <p className="form-error">Cues start after the audio ends: is this the transcript of this episode?</p>}
          <div className="admin-actions">
            <button
              type="button"
              className="button"
              onClick={() => {
                onCues([]);
                setFileName('');
              }}
            >
              Remove transcript
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
