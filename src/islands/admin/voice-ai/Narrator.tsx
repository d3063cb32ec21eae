import { useEffect, useState } from 'react';
import { RangeField } from '../kit/RangeField.tsx';
import { optionsWithNone } from '../kit/choiceOptions.ts';
import { useBusyAction } from '../kit/useBusyAction.ts';
import { downloadFile } from '../kit/downloadFile.ts';
import { audioExtension } from '../../../lib/voice/audioBlobs.ts';
import { maxSpokenText, offlineVoices, speakText } from './speakText.ts';
import { FormField } from '../../shared/FormField.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { ToolSection } from '../kit/ToolSection.tsx';

interface NarratorProps {
  provider: { configured: boolean; label: string | null };
  voices: readonly string[];
}

/** Text to speech: a voice, a pace, then play and save what was spoken. */
export function Narrator({ provider, voices }: NarratorProps) {
  const [text, setText] = useState('');
  const [voice, setVoice] = useState('');
  const [speed, setSpeed] = useState(1);
  const [spoken, setSpoken] = useState<{ blob: Blob; url: string } | null>(null);
  const { busy, act } = useBusyAction();
  useEffect(
    () => () => {
      if (spoken) URL.revokeObjectURL(spoken.url);
    },
    [spoken],
  );

  const speak = async () => {
    await act('Nothing was spoken', async () => {
      const blob = await speakText(text.trim(), { voice: voice || null, speed, provider: provider.configured });
      setSpoken({ blob, url: URL.createObjectURL(blob) });
    });
  };

  return (
    <ToolSection title="Text to speech">
      <p className="admin-muted">
        {provider.configured
          ? `Spoken by ${provider.label}.`
          : 'No speech provider is configured (AI_TTS_PROVIDER), so the offline engine in this browser speaks, with its own voice.'}
      </p>
      <FormField id="tts-text" label="Text to speak">
        {(control) => (
          <textarea {...control} rows={4} maxLength={maxSpokenText} value={text} onChange={(event) => setText(event.target.value)} />
        )}
      </FormField>
      <SelectField
        id="tts-voice"
        label="Voice"
        value={voice}
        options={
          provider.configured
            ? optionsWithNone('The provider’s default', voices, (name) => name)
            : offlineVoices.map((name) => ({ value: '', label: name }))
        }
        onChange={setVoice}
      />
      <RangeField id="tts-speed" label={<>Speed: {speed.toFixed(1)}×</>} range={[0.5, 2, 0.1]} value={speed} onChange={setSpeed} />
      <div className="admin-actions">
        <button type="button" className="button button-primary" disabled={busy || !text.trim()} onClick={() => void speak()}>
          {busy ? 'Speaking…' : 'Speak'}
        </button>
        {spoken && (
          <button type="button" className="button" onClick={() => downloadFile(spoken.blob, `speech.${audioExtension(spoken.blob.type)}`)}>
            Download audio
          </button>
        )}
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: the audio speaks the text typed just above. */}
      {spoken && <audio controls autoPlay src={spoken.url} aria-label="The spoken text" />}
    </ToolSection>
  );
}
