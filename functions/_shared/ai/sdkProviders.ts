/**
 * The AI SDK's providers every port builds its model from, made one way: OpenAI itself, or any
 * server that copies its API (Ollama, LM Studio, llama.cpp, vLLM), each with the port's address,
 * key and the fetch that carries provider HTTP (providers.ts says where it goes).
 */
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';

interface Connection {
  apiKey?: string;
  baseUrl?: string;
}

export const openAi = ({ apiKey, baseUrl }: Connection, fetchImpl: typeof fetch) =>
  createOpenAI({ apiKey, baseURL: baseUrl, fetch: fetchImpl });

export const openAiCompatibleServer = ({ apiKey, baseUrl }: Connection, fetchImpl: typeof fetch) =>
  createOpenAICompatible({ name: 'openai-compatible', baseURL: baseUrl ?? '', apiKey, fetch: fetchImpl });
