import type { ModelMessage, ToolSet } from 'ai';

/**
 * The AI layer's ports: what the functions ask of a model, a speech recogniser, a voice and an image model,
 * whatever serves them. Adapters built on the AI SDK implement them (`providers.ts`); which one
 * runs is read from the environment (`config.ts`). A port that is not configured is `null`, and
 * the caller says so plainly: chat falls back to the site guide, speech to the offline engine in
 * the browser, and speech recognition tells the user which variable to set.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatOptions {
  /** Aborts the provider call (the user pressed Stop, or the request went away). */
  signal?: AbortSignal;
  maxOutputTokens?: number;
  /** 0 to 2; the provider's default when absent. */
  temperature?: number;
  /** Told the tokens a streamed reply used, once it has finished (the lab prices each column by them). */
  onUsage?(usage: { inputTokens: number; outputTokens: number }): void;
}

export interface ChatPort {
  /** Names the provider and model for the UI and the logs, e.g. `openai-compatible · llama3.2`. */
  readonly label: string;
  /** The whole reply at once. */
  complete(messages: readonly ChatMessage[], options?: ChatOptions): Promise<string>;
  /** The reply as it is generated, one text delta at a time. */
  stream(messages: readonly ChatMessage[], options?: ChatOptions): AsyncIterable<string>;
  /**
   * One turn of an agent: the model answers text or asks for tool calls, which the caller runs
   * and sends back as `tool` messages on the next turn. The tools carry no `execute`, so nothing
   * runs inside the call: each turn and each tool call can be stored before the next.
   */
  toolTurn(request: ToolTurnRequest, options?: ChatOptions): Promise<ToolTurn>;
}

export interface ToolTurnRequest {
  system: string;
  /** The conversation so far, as the AI SDK's model messages (JSON, so it can be stored). */
  messages: readonly ModelMessage[];
  tools: ToolSet;
}

export interface ToolTurn {
  text: string;
  toolCalls: { toolCallId: string; toolName: string; input: unknown }[];
  /** The model's own messages of this turn, to append to the conversation. */
  messages: ModelMessage[];
  /** The model asked, as priced in AI_MODEL_PRICES. */
  model: string;
  inputTokens: number;
  outputTokens: number;
}

export interface SpeechToTextPort {
  readonly label: string;
  /** The words heard in the clip; an empty string when nothing was said. */
  transcribe(audio: Uint8Array, mimeType: string, options?: { signal?: AbortSignal }): Promise<string>;
}

export interface SpokenAudio {
  audio: Uint8Array;
  /** e.g. `audio/mpeg`, `audio/wav`. */
  mimeType: string;
}

export interface VoiceChoice {
  /** The provider's voice name or id; the provider's default when absent. */
  voice?: string;
  /** 0.5 to 2; 1 is the provider's normal pace. */
  speed?: number;
}

export interface TextToSpeechPort {
  readonly label: string;
  /** Voices this provider offers, for the voice pickers. */
  readonly voices: readonly string[];
  speak(text: string, choice?: VoiceChoice, options?: { signal?: AbortSignal }): Promise<SpokenAudio>;
}

export interface GeneratedImage {
  image: Uint8Array;
  /** e.g. `image/png`. */
  mimeType: string;
}

export interface ImagePort {
  readonly label: string;
  /** One image for the prompt, as near `size` as the model draws. */
  generate(prompt: string, size: `${number}x${number}`, options?: { signal?: AbortSignal }): Promise<GeneratedImage>;
}

/** A provider failed or could not be reached; the function answers 503 with this message. */
export class ProviderUnavailable extends Error {}

export interface AiPorts {
  /** null: no model configured; chat answers with the site guide. */
  chat: ChatPort | null;
  /** null: speech recognition needs a provider (AI_STT_PROVIDER). */
  speechToText: SpeechToTextPort | null;
  /** null: replies are spoken by the offline engine in the browser. */
  textToSpeech: TextToSpeechPort | null;
  /** null: images are drawn by the template composer in the browser. */
  image: ImagePort | null;
}
