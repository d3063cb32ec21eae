import { aiSettings, providerLabel, type SpeechSettings } from '../_shared/ai/config.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { providerStatuses } from '../_shared/providerStatus.ts';
import type { StatusCheck } from './statusCheck.ts';
import { timed } from './statusCheck.ts';

const openAiBase = 'https://api.openai.com/v1';
const elevenLabsBase = 'https://api.elevenlabs.io/v1';

/**
 * Whether a configured provider answers: its model list, asked with its own key, so a wrong key
 * shows as a refusal. Through the providers' fetch: the functions' own `fetch` may point back at
 * this backend. An unconfigured provider is `ok: null`: nothing to check, and not a failure.
 */
export function providerChecks(env: FunctionEnv, timeoutMs: number): Promise<StatusCheck>[] {
  const providerFetch = env.providerFetch ?? fetch;
  const settings = aiSettings(env);
  const statuses = providerStatuses(env);
  const probe = (id: string, name: string, label: string, request: Request) =>
    timed(id, name, timeoutMs, async (signal) => {
      const response = await providerFetch(request, { signal });
      await response.body?.cancel();
      return { ok: response.ok, detail: `${label}: answered ${response.status}` };
    });
  const notConfigured = (id: string, name: string, detail: string): Promise<StatusCheck> =>
    Promise.resolve({ id, name, ok: null, latencyMs: null, detail });
  const speechProbe = (id: string, name: string, speech: SpeechSettings) =>
    speech.provider === 'elevenlabs'
      ? probe(id, name, providerLabel(speech), new Request(`${elevenLabsBase}/models`, { headers: { 'xi-api-key': speech.apiKey } }))
      : probe(id, name, providerLabel(speech), modelsRequest(speech.baseUrl ?? openAiBase, speech.apiKey));
  const byId = (id: string) => statuses.find((status) => status.id === id);
  const detailOf = (id: string) => byId(id)?.detail ?? 'Not configured';
  const mail = byId('mail');
  return [
    !mail?.configured
      ? notConfigured('mail', 'Mail sender', detailOf('mail'))
      : env.EMAIL_API_URL
        ? timed('mail', 'Mail sender', timeoutMs, async (signal) => {
            // Any HTTP answer means the mail API is there; sending a mail is the system test's job.
            const response = await providerFetch(env.EMAIL_API_URL as string, { method: 'HEAD', signal });
            await response.body?.cancel();
            return { ok: response.status < 500, detail: `${mail.detail}: answered ${response.status}` };
          })
        : Promise.resolve({ id: 'mail', name: 'Mail sender', ok: true, latencyMs: 0, detail: mail.detail }),
    settings.chat
      ? probe(
          'ai_chat',
          'AI chat model',
          providerLabel(settings.chat),
          modelsRequest(settings.chat.baseUrl ?? openAiBase, settings.chat.apiKey),
        )
      : notConfigured('ai_chat', 'AI chat model', detailOf('ai_chat')),
    settings.speechToText
      ? speechProbe('ai_speech_to_text', 'Speech to text', settings.speechToText)
      : notConfigured('ai_speech_to_text', 'Speech to text', detailOf('ai_speech_to_text')),
    settings.textToSpeech
      ? speechProbe('ai_text_to_speech', 'Text to speech', settings.textToSpeech)
      : notConfigured('ai_text_to_speech', 'Text to speech', detailOf('ai_text_to_speech')),
  ];
}

function modelsRequest(baseUrl: string, apiKey: string | undefined): Request {
  return new Request(`${baseUrl.replace(/\/$/, '')}/models`, { headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {} });
}
