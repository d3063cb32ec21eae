import { useEffect, useState, type FormEvent } from 'react';
import { RangeField } from '../kit/RangeField.tsx';
import { optionsWithNone } from '../kit/choiceOptions.ts';
import { addToast } from '../../../stores/toasts.ts';
import type { AiStatus } from '../kit/aiStatus.ts';
import { offlineVoices, speakText } from '../voice-ai/speakText.ts';
import { maxTestPhrase, referenceVoiceProblem, saveReferenceVoice, speedRange, type ReferenceVoice } from './referenceVoice.ts';
import { FormField } from '../../shared/FormField.tsx';
import { SelectField } from '../kit/SelectField.tsx';
import { toastFailure } from '../kit/toastFailure.ts';

/** The reference voice's editor: voice, speed and test phrase, saved on the server and heard before saving. */
export function ReferenceVoiceForm({ saved, status }: { saved: ReferenceVoice; status: AiStatus }) {
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [playing, setPlaying] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (playing) URL.revokeObjectURL(playing);
    },
    [playing],
  );
  const provider = status.textToSpeech.configured;
  const problem = referenceVoiceProblem(draft);
  const change = (part: Partial<ReferenceVoice>) => setDraft((current) => ({ ...current, ...part }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (problem) return toastFailure('Not saved', problem);
    setSaving(true);
    try {
      await saveReferenceVoice(draft);
      addToast({ title: 'Reference voice saved', description: 'The assistant speaks with it from its next reply.' });
    } catch (error) {
      toastFailure('Not saved', error);
    } finally {
      setSaving(false);
    }
  };
  const play = async () => {
    try {
      const blob = await speakText(draft.test_phrase.trim(), { voice: draft.voice, speed: draft.speed, provider });
      setPlaying(URL.createObjectURL(blob));
    } catch (error) {
      toastFailure('The test phrase was not spoken', error);
    }
  };

  return (
    <form className="card" onSubmit={save} aria-labelledby="reference-title" noValidate>
      <h2 id="reference-title" className="section-title">
        Reference voice
      </h2>
      <p className="admin-muted">
        {provider
          ? `The assistant speaks through ${status.textToSpeech.label}.`
          : 'No speech provider is configured (AI_TTS_PROVIDER): the assistant speaks with the offline engine in the reader’s browser, at this speed. A provider voice chosen here is used once one is configured.'}
      </p>
      <SelectField
        id="reference-voice"
        label="Voice"
        value={draft.voice ?? ''}
        options={optionsWithNone(
          provider ? 'The provider’s default' : offlineVoices[0],
          [...new Set([...status.voices, ...(draft.voice ? [draft.voice] : [])])],
          (name) => name,
        )}
        onChange={(voice) => change({ voice: voice || null })}
      />
      <RangeField
        id="reference-speed"
        label={<>Speed: {draft.speed.toFixed(2)}×</>}
        range={[speedRange.min, speedRange.max, 0.05]}
        value={draft.speed}
        onChange={(speed) => change({ speed })}
      />
      <FormField id="reference-phrase" label="Test phrase" error={problem}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={maxTestPhrase}
            value={draft.test_phrase}
            onChange={(event) => change({ test_phrase: event.target.value })}
          />
        )}
      </FormField>
      <div className="admin-actions">
        <button type="button" className="button" disabled={!draft.test_phrase.trim()} onClick={() => void play()}>
          Play test phrase
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: the audio speaks the test phrase shown above. */}
      {playing && <audio controls autoPlay src={playing} aria-label="The test phrase, spoken" />}
    </form>
  );
}
