import { arrayOf, checked, hasFields, isBoolean, isString, isWholeNumber, orNull } from '../../../lib/plainChecks.ts';
import { callAdminFunction } from './adminFunctions.ts';

export interface ProviderStatus {
  configured: boolean;
  label: string | null;
}

/** What the ai-status function says the admin's AI tools can use; never a secret. */
export interface AiStatus {
  chat: ProviderStatus;
  speechToText: ProviderStatus;
  textToSpeech: ProviderStatus;
  /** The image model; without one the image studio's template composer draws. */
  image: ProviderStatus;
  /** The speech provider's voices; empty when none is configured. */
  voices: string[];
  /** The provider calls allowed per UTC day (AI_USER_DAILY_CALLS, AI_GLOBAL_DAILY_CALLS). */
  dailyCalls: { perUser: number; everyone: number };
}

const isProvider = hasFields<ProviderStatus>({ configured: isBoolean, label: orNull(isString) });
const isAiStatus = hasFields<AiStatus>({
  chat: isProvider,
  speechToText: isProvider,
  textToSpeech: isProvider,
  image: isProvider,
  voices: arrayOf(isString),
  dailyCalls: hasFields({ perUser: isWholeNumber, everyone: isWholeNumber }),
});

export async function loadAiStatus(): Promise<AiStatus> {
  return checked(
    await callAdminFunction('ai-status'),
    isAiStatus,
    'ai-status answer',
    '{ chat, speechToText, textToSpeech, image, voices, dailyCalls }',
  );
}
