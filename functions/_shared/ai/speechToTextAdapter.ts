import { createElevenLabs } from '@ai-sdk/elevenlabs';
import { transcribe, type TranscriptionModel } from 'ai';
import { providerLabel, type SpeechSettings } from './config.ts';
import type { SpeechToTextPort } from './ports.ts';
import { providerFailure, providerTimeoutMs, withTimeout } from './providerFailure.ts';
import { openAi } from './sdkProviders.ts';

function transcriptionModel(settings: SpeechSettings, fetchImpl: typeof fetch): TranscriptionModel {
  if (settings.provider === 'elevenlabs')
    return createElevenLabs({ apiKey: settings.apiKey, fetch: fetchImpl }).transcription(settings.model);
  return openAi(settings, fetchImpl).transcription(settings.model);
}

/**
 * Speech recognition through the AI SDK: OpenAI's transcription API (or a server that copies it,
 * named by its base URL) or ElevenLabs. The SDK reads the clip's format from its first bytes.
 */
export function speechToTextAdapter(settings: SpeechSettings, fetchImpl: typeof fetch): SpeechToTextPort {
  const model = transcriptionModel(settings, fetchImpl);
  return {
    label: providerLabel(settings),
    async transcribe(audio, _mimeType, options) {
      try {
        const result = await transcribe({
          model,
          audio,
          abortSignal: withTimeout(options?.signal, providerTimeoutMs.speechToText),
          maxRetries: 0,
        });
        return result.text.trim();
      } catch (error) {
        throw providerFailure('speech recognition service', error, options?.signal);
      }
    },
  };
}
