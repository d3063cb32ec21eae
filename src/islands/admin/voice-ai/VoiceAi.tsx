import { ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadAiStatus } from '../kit/aiStatus.ts';
import { Narrator } from './Narrator.tsx';
import { Transcriber } from './Transcriber.tsx';

/** The admin's voice tools: transcribe a clip, and speak a text. */
export function VoiceAi() {
  const { state, reload } = useToolData(loadAiStatus);
  if (state.kind === 'loading') return <ToolLoading what="the voice providers" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  const status = state.data;
  return (
    <div className="admin-stack">
      <Transcriber configured={status.speechToText.configured} label={status.speechToText.label} />
      <Narrator provider={status.textToSpeech} voices={status.voices} />
    </div>
  );
}
