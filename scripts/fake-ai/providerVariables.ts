/**
 * The AI_* variables that point chat, speech to text, text to speech and images at a fake server's
 * OpenAI-compatible base URL (`<server>/v1`), through the real adapters: printed by
 * `npm run fake-ai`, and given to the backends the tests start.
 */
export function fakeProviderVariables(baseUrl: string): Record<string, string> {
  return {
    AI_CHAT_PROVIDER: 'openai-compatible',
    AI_CHAT_BASE_URL: baseUrl,
    AI_CHAT_MODEL: 'fake-chat',
    AI_STT_PROVIDER: 'openai',
    AI_STT_BASE_URL: baseUrl,
    AI_STT_MODEL: 'fake-transcribe',
    AI_STT_API_KEY: 'fake',
    AI_TTS_PROVIDER: 'openai',
    AI_TTS_BASE_URL: baseUrl,
    AI_TTS_MODEL: 'fake-speech',
    AI_TTS_API_KEY: 'fake',
    AI_IMAGE_PROVIDER: 'openai-compatible',
    AI_IMAGE_BASE_URL: baseUrl,
    AI_IMAGE_MODEL: 'fake-image',
  };
}
