import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText, type LanguageModel } from 'ai';
import { type ChatSettings, providerLabel } from './config.ts';
import type { ChatMessage, ChatOptions, ChatPort } from './ports.ts';
import { providerFailure, providerTimeoutMs, withTimeout } from './providerFailure.ts';

const service = 'AI chat service';

function languageModel(settings: ChatSettings, fetchImpl: typeof fetch): LanguageModel {
  if (settings.provider === 'openai') {
    return createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl, fetch: fetchImpl }).chat(settings.model);
  }
  const server = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: settings.baseUrl ?? '',
    apiKey: settings.apiKey,
    fetch: fetchImpl,
  });
  return server.chatModel(settings.model);
}

/** Chat through the AI SDK: any OpenAI-compatible server (Ollama, LM Studio, llama.cpp, vLLM, hosted ones) or OpenAI itself. */
export function chatAdapter(settings: ChatSettings, fetchImpl: typeof fetch): ChatPort {
  const model = languageModel(settings, fetchImpl);
  // The AI SDK takes system messages as `instructions` only, and refuses them among the messages.
  const call = (messages: readonly ChatMessage[], options: ChatOptions = {}) => ({
    model,
    instructions: messages
      .filter((message) => message.role === 'system')
      .map((message) => ({ role: 'system' as const, content: message.content })),
    messages: messages.flatMap((message) => (message.role === 'system' ? [] : [{ role: message.role, content: message.content }])),
    maxOutputTokens: options.maxOutputTokens,
    temperature: options.temperature,
    abortSignal: withTimeout(options.signal, providerTimeoutMs.chat),
    maxRetries: 0,
  });
  return {
    label: providerLabel(settings),
    async complete(messages, options) {
      try {
        return (await generateText(call(messages, options))).text;
      } catch (error) {
        throw providerFailure(service, error, options?.signal);
      }
    },
    async *stream(messages, options) {
      // streamText reports a failure as a part of the stream rather than by throwing, so the parts are read whole.
      const settings = call(messages, options);
      const result = streamText({ ...settings, onError: () => {} });
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'finish')
            options?.onUsage?.({ inputTokens: part.totalUsage.inputTokens ?? 0, outputTokens: part.totalUsage.outputTokens ?? 0 });
          else if (part.type === 'error') throw part.error;
          // Stop pressed, or the time limit: the joined signal's reason says which.
          else if (part.type === 'abort') throw settings.abortSignal.reason;
        }
      } catch (error) {
        throw providerFailure(service, error, options?.signal);
      }
    },
    async toolTurn({ system, messages, tools }, options) {
      try {
        const result = await generateText({
          model,
          instructions: [{ role: 'system', content: system }],
          messages: [...messages],
          tools,
          maxOutputTokens: options?.maxOutputTokens,
          abortSignal: withTimeout(options?.signal, providerTimeoutMs.chat),
          maxRetries: 0,
        });
        return {
          text: result.text,
          toolCalls: result.toolCalls.map(({ toolCallId, toolName, input }) => ({ toolCallId, toolName, input })),
          messages: result.response.messages,
          model: settings.model,
          inputTokens: result.usage.inputTokens ?? 0,
          outputTokens: result.usage.outputTokens ?? 0,
        };
      } catch (error) {
        throw providerFailure(service, error, options?.signal);
      }
    },
  };
}
