import { useStore } from '@nanostores/react';
import { canListen } from '../../lib/voice/voiceMachine.ts';
import { $capabilities, $volume, $voice, end, listen, setVolume, stopListening, stopSpeaking } from '../../stores/voice.ts';

/** Record (or the reason it cannot), Stop speaking while a reply plays, End Call and the volume. */
export function ConversationControls() {
  const state = useStore($voice);
  const capabilities = useStore($capabilities);
  const volume = useStore($volume);
  const canRecord = capabilities?.speech_to_text === true;

  return (
    <div className="voice-controls">
      {canRecord ? (
        <button
          type="button"
          className={`button${state.isListening ? ' button-primary' : ''}`}
          aria-pressed={state.isListening}
          disabled={!state.isListening && !canListen(state)}
          onClick={() => void (state.isListening ? stopListening() : listen())}
        >
          {state.isListening ? 'Stop recording' : 'Record'}
        </button>
      ) : (
        <>
          <button type="button" className="button" disabled aria-describedby="voice-record-note">
            Record
          </button>
          <p className="voice-notice" id="voice-record-note">
            Speaking to the assistant is not available on this site yet: type your question instead.
          </p>
        </>
      )}
      {state.isSpeaking && (
        <button type="button" className="button" onClick={stopSpeaking}>
          Stop speaking
        </button>
      )}
      <button type="button" className="button" onClick={() => void end()}>
        End Call
      </button>
      <label className="voice-volume">
        Volume
        <input type="range" min={0} max={1} step={0.1} value={volume} onChange={(event) => setVolume(Number(event.target.value))} />
      </label>
    </div>
  );
}
