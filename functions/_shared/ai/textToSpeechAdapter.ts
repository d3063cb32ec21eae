import { createElevenLabs } from '@ai-sdk/elevenlabs';
import { generateSpeech, type SpeechModel } from 'ai';
import { providerLabel, type SpeechSettings } from './config.ts';
import type { TextToSpeechPort } from './ports.ts';
import { providerFailure, providerTimeoutMs, withTimeout } from './providerFailure.ts';
import { openAi } from './sdkProviders.ts';

/** OpenAI's voices; an OpenAI-compatible speech server usually accepts these names too. */
const openAiVoices = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse'];

/** ElevenLabs accepts 0.7 to 1.2; OpenAI 0.25 to 4. The port promises 0.5 to 2, so each provider gets what it can do. */
const speedRange = { openai: [0.5, 2], elevenlabs: [0.7, 1.2] } as const;

function speechModel(settings: SpeechSettings, fetchImpl: typeof fetch): SpeechModel {
  if (settings.provider === 'elevenlabs') return createElevenLabs({ apiKey: settings.apiKey, fetch: fetchImpl }).speech(settings.model);
  return openAi(settings, fetchImpl).speech(settings.model);
}

/** Speech through the AI SDK: OpenAI's speech API (or a server that copies it) or ElevenLabs, whose voices are ids. */
export function textToSpeechAdapter(settings: SpeechSettings & { voice?: string }, fetchImpl: typeof fetch): TextToSpeechPort {
  const model = speechModel(settings, fetchImpl);
  const voices = settings.provider === 'openai' ? openAiVoices : [];
  const [slowest, fastest] = speedRange[settings.provider];
  return {
    label: providerLabel(settings),
    voices: settings.voice && !voices.includes(settings.voice) ? [settings.voice, ...voices] : voices,
    async speak(text, choice = {}, options = {}) {
      try {
        const { audio } = await generateSpeech({
          model,
          text,
          voice: choice.voice ?? settings.voice,
          speed: choice.speed === undefined ? undefined : Math.min(fastest, Math.max(slowest, choice.speed)),
          abortSignal: withTimeout(options.signal, providerTimeoutMs.textToSpeech),
          maxRetries: 0,
        });
        return { audio: audio.uint8Array, mimeType: audio.mediaType };
      } catch (error) {
        throw providerFailure('speech synthesis service', error, options.signal);
      }
    },
  };
}
