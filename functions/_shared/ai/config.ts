import { z } from 'zod';
import { readModelPrices } from './modelPrices.ts';

const optionalText = z.string().min(1).optional();
const optionalUrl = z.url().optional();
const dailyCalls = (fallback: number) => z.coerce.number().int().min(0).max(10_000_000).default(fallback);

/**
 * The AI_* variables, part of every function's environment. Unset providers are honest defaults:
 * chat answers with the site guide, speech is spoken by the offline engine in the browser,
 * speech recognition says which variable it needs, and images are drawn by the template composer.
 */
export const aiVarsShape = {
  AI_CHAT_PROVIDER: z.enum(['openai-compatible', 'openai']).optional(),
  AI_CHAT_MODEL: optionalText,
  AI_CHAT_BASE_URL: optionalUrl,
  AI_CHAT_API_KEY: optionalText,
  AI_STT_PROVIDER: z.enum(['openai', 'elevenlabs']).optional(),
  AI_STT_MODEL: optionalText,
  AI_STT_BASE_URL: optionalUrl,
  AI_STT_API_KEY: optionalText,
  AI_TTS_PROVIDER: z.enum(['openai', 'elevenlabs']).optional(),
  AI_TTS_MODEL: optionalText,
  AI_TTS_VOICE: optionalText,
  AI_TTS_BASE_URL: optionalUrl,
  AI_TTS_API_KEY: optionalText,
  AI_IMAGE_PROVIDER: z.enum(['openai-compatible', 'openai']).optional(),
  AI_IMAGE_MODEL: optionalText,
  AI_IMAGE_BASE_URL: optionalUrl,
  AI_IMAGE_API_KEY: optionalText,
  /** Provider calls one user may make per UTC day, across chat, speech and images. */
  AI_USER_DAILY_CALLS: dailyCalls(100),
  /** Provider calls everyone together may make per UTC day: one person can open many accounts. */
  AI_GLOBAL_DAILY_CALLS: dailyCalls(2000),
  /** What each model costs, as JSON read by `readModelPrices`; a run's cost stays blank for a model without a price. */
  AI_MODEL_PRICES: optionalText,
};

const aiVarsSchema = z.object(aiVarsShape);

export type AiVars = z.infer<typeof aiVarsSchema>;

/** The AI_* variables from text (an environment, or the embedded backend's pass-through), defaults filled in. */
export const readAiVars = (vars: Record<string, string | undefined>): AiVars => aiVarsSchema.parse(vars);

/** Models used when the provider is named but AI_*_MODEL is not. Chat has no default: no model suits every server. */
const defaultModels = {
  stt: { openai: 'gpt-4o-mini-transcribe', elevenlabs: 'scribe_v1' },
  tts: { openai: 'gpt-4o-mini-tts', elevenlabs: 'eleven_multilingual_v2' },
  image: { openai: 'gpt-image-1' },
} as const;

/**
 * The rules across variables, as messages that say what is missing. Added to the functions' env
 * schema and to the embedded backend's, so a half-configured provider stops the start, not a call.
 */
export function aiVarsProblems(vars: AiVars): string[] {
  const problems: string[] = [];
  const prices = readModelPrices(vars.AI_MODEL_PRICES).problem;
  if (prices) problems.push(prices);
  if (vars.AI_CHAT_PROVIDER) {
    if (!vars.AI_CHAT_MODEL) problems.push(`AI_CHAT_MODEL: expected the model name for AI_CHAT_PROVIDER=${vars.AI_CHAT_PROVIDER}`);
    if (vars.AI_CHAT_PROVIDER === 'openai-compatible' && !vars.AI_CHAT_BASE_URL)
      problems.push('AI_CHAT_BASE_URL: expected the server address for AI_CHAT_PROVIDER=openai-compatible, e.g. http://localhost:11434/v1');
    if (vars.AI_CHAT_PROVIDER === 'openai' && !vars.AI_CHAT_API_KEY)
      problems.push('AI_CHAT_API_KEY: expected a key for AI_CHAT_PROVIDER=openai');
  }
  if (vars.AI_IMAGE_PROVIDER === 'openai-compatible') {
    if (!vars.AI_IMAGE_MODEL) problems.push('AI_IMAGE_MODEL: expected the model name for AI_IMAGE_PROVIDER=openai-compatible');
    if (!vars.AI_IMAGE_BASE_URL) problems.push('AI_IMAGE_BASE_URL: expected the server address for AI_IMAGE_PROVIDER=openai-compatible');
  }
  if (vars.AI_IMAGE_PROVIDER === 'openai' && !vars.AI_IMAGE_API_KEY)
    problems.push('AI_IMAGE_API_KEY: expected a key for AI_IMAGE_PROVIDER=openai');
  for (const [port, provider, key, baseUrl] of [
    ['STT', vars.AI_STT_PROVIDER, vars.AI_STT_API_KEY, vars.AI_STT_BASE_URL],
    ['TTS', vars.AI_TTS_PROVIDER, vars.AI_TTS_API_KEY, vars.AI_TTS_BASE_URL],
  ] as const) {
    if (!provider) continue;
    if (!key)
      problems.push(
        `AI_${port}_API_KEY: expected a key for AI_${port}_PROVIDER=${provider} (any value for a local server that needs none)`,
      );
    if (provider === 'elevenlabs' && baseUrl)
      problems.push(
        `AI_${port}_BASE_URL: applies to the openai provider only; ElevenLabs is reached at its own address, so leave it unset`,
      );
  }
  return problems;
}

export interface ChatSettings {
  provider: 'openai-compatible' | 'openai';
  model: string;
  baseUrl?: string;
  apiKey?: string;
}

export interface SpeechSettings {
  provider: 'openai' | 'elevenlabs';
  model: string;
  baseUrl?: string;
  apiKey: string;
}

export type ImageSettings = ChatSettings;

export interface AiSettings {
  chat: ChatSettings | null;
  speechToText: SpeechSettings | null;
  textToSpeech: (SpeechSettings & { voice?: string }) | null;
  image: ImageSettings | null;
}

/** The providers as the adapters need them; `aiVarsProblems` has already refused a half-configured one. */
export function aiSettings(vars: AiVars): AiSettings {
  const chat =
    vars.AI_CHAT_PROVIDER && vars.AI_CHAT_MODEL
      ? { provider: vars.AI_CHAT_PROVIDER, model: vars.AI_CHAT_MODEL, baseUrl: vars.AI_CHAT_BASE_URL, apiKey: vars.AI_CHAT_API_KEY }
      : null;
  const speechToText =
    vars.AI_STT_PROVIDER && vars.AI_STT_API_KEY
      ? {
          provider: vars.AI_STT_PROVIDER,
          model: vars.AI_STT_MODEL ?? defaultModels.stt[vars.AI_STT_PROVIDER],
          baseUrl: vars.AI_STT_BASE_URL,
          apiKey: vars.AI_STT_API_KEY,
        }
      : null;
  const textToSpeech =
    vars.AI_TTS_PROVIDER && vars.AI_TTS_API_KEY
      ? {
          provider: vars.AI_TTS_PROVIDER,
          model: vars.AI_TTS_MODEL ?? defaultModels.tts[vars.AI_TTS_PROVIDER],
          voice: vars.AI_TTS_VOICE,
          baseUrl: vars.AI_TTS_BASE_URL,
          apiKey: vars.AI_TTS_API_KEY,
        }
      : null;
  const imageModel =
    vars.AI_IMAGE_PROVIDER && (vars.AI_IMAGE_MODEL ?? (vars.AI_IMAGE_PROVIDER === 'openai' ? defaultModels.image.openai : undefined));
  const image =
    vars.AI_IMAGE_PROVIDER && imageModel
      ? { provider: vars.AI_IMAGE_PROVIDER, model: imageModel, baseUrl: vars.AI_IMAGE_BASE_URL, apiKey: vars.AI_IMAGE_API_KEY }
      : null;
  return { chat, speechToText, textToSpeech, image };
}

/** Names a provider for the UI and the logs: never a key, never an address. */
export const providerLabel = (settings: { provider: string; model: string }): string => `${settings.provider} · ${settings.model}`;

export interface PortStatus {
  configured: boolean;
  label: string | null;
}

/** What is configured, for the admin pages and the capabilities answer: names only, no secret. */
export function aiStatus(vars: AiVars): { chat: PortStatus; speechToText: PortStatus; textToSpeech: PortStatus; image: PortStatus } {
  const settings = aiSettings(vars);
  const status = (port: { provider: string; model: string } | null): PortStatus =>
    port ? { configured: true, label: providerLabel(port) } : { configured: false, label: null };
  return {
    chat: status(settings.chat),
    speechToText: status(settings.speechToText),
    textToSpeech: status(settings.textToSpeech),
    image: status(settings.image),
  };
}

/** One line for a start-up message: what answers chat, hears speech, speaks and draws, with what each default is. */
export function aiSummary(vars: AiVars): string {
  const { chat, speechToText, textToSpeech, image } = aiStatus(vars);
  return [
    `chat ${chat.label ?? 'by the site guide (no model configured)'}`,
    `speech to text ${speechToText.label ?? 'off (AI_STT_PROVIDER unset)'}`,
    `text to speech ${textToSpeech.label ?? 'by the offline engine in the browser'}`,
    `images ${image.label ?? 'by the template composer (AI_IMAGE_PROVIDER unset)'}`,
  ].join('; ');
}
