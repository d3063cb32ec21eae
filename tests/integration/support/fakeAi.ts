import type { FakeAi } from '../../../scripts/fake-ai/server.ts';

/** The AI_* variables that point every provider at the fake OpenAI-compatible server, through the real adapters. */
export function fakeAiEnv(fake: FakeAi, quotas: { user?: number; global?: number } = {}): Record<string, string> {
  const base = `${fake.url}/v1`;
  return {
    AI_CHAT_PROVIDER: 'openai-compatible',
    AI_CHAT_BASE_URL: base,
    AI_CHAT_MODEL: 'fake-chat',
    AI_STT_PROVIDER: 'openai',
    AI_STT_BASE_URL: base,
    AI_STT_MODEL: 'fake-transcribe',
    AI_STT_API_KEY: 'fake-key',
    AI_TTS_PROVIDER: 'openai',
    AI_TTS_BASE_URL: base,
    AI_TTS_MODEL: 'fake-speech',
    AI_TTS_API_KEY: 'fake-key',
    AI_USER_DAILY_CALLS: String(quotas.user ?? 100),
    AI_GLOBAL_DAILY_CALLS: String(quotas.global ?? 2000),
  };
}
