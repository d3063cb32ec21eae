import { aiStatus } from './ai/config.ts';
import type { FunctionEnv } from './env.ts';

/** One outside service the product can use, as the admin pages show it: never a key, never an address. */
export interface ProviderStatus {
  id: 'mail' | 'ai_chat' | 'ai_speech_to_text' | 'ai_text_to_speech';
  /** What it is for, e.g. "Mail sender". */
  name: string;
  configured: boolean;
  /** A label that names the provider and model, or says what happens without one. */
  detail: string;
}

/**
 * Which providers the functions' environment configures. Read from the same variables the
 * functions use, so the console says exactly what the functions will do. The embedded backend's
 * mail catcher counts as a mail sender: its mails are kept for the developer to read.
 */
export function providerStatuses(env: FunctionEnv): ProviderStatus[] {
  const ai = aiStatus(env);
  const mail: ProviderStatus = env.EMAIL_API_URL
    ? { id: 'mail', name: 'Mail sender', configured: true, detail: 'Mail API (EMAIL_API_URL)' }
    : env.mail
      ? { id: 'mail', name: 'Mail sender', configured: true, detail: 'Local mail catcher (mails are kept, not delivered)' }
      : { id: 'mail', name: 'Mail sender', configured: false, detail: 'Not configured: set EMAIL_API_URL and EMAIL_API_KEY' };
  return [
    mail,
    {
      id: 'ai_chat',
      name: 'AI chat model',
      configured: ai.chat.configured,
      detail: ai.chat.label ?? 'Not configured (set AI_CHAT_PROVIDER): the site guide answers from the site',
    },
    {
      id: 'ai_speech_to_text',
      name: 'Speech to text',
      configured: ai.speechToText.configured,
      detail: ai.speechToText.label ?? 'Not configured (set AI_STT_PROVIDER): typing only',
    },
    {
      id: 'ai_text_to_speech',
      name: 'Text to speech',
      configured: ai.textToSpeech.configured,
      detail: ai.textToSpeech.label ?? 'Not configured (set AI_TTS_PROVIDER): the offline engine in the browser speaks',
    },
  ];
}
