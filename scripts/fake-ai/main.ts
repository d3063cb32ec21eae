import { fakeModels, startFakeAi } from './server.ts';

/**
 * `npm run fake-ai`: the fake OpenAI-compatible server for development, so a newcomer can watch
 * the assistant, the microphone and the admin voice tools go through the real adapters with no
 * model on the machine. Its replies only restate what they received.
 */
const port = Number(process.env.FAKE_AI_PORT ?? 11435);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`FAKE_AI_PORT must be a port number from 1 to 65535; received "${process.env.FAKE_AI_PORT}".`);
  process.exit(1);
}
const fake = await startFakeAi({ port, chunkDelayMs: 40 });
const base = `${fake.url}/v1`;
console.log(`Fake AI server (a development tool, not a model) on ${fake.url}. Models: ${fakeModels.join(', ')}.
Point the variables at it (in .env), then start the site:
  AI_CHAT_PROVIDER=openai-compatible AI_CHAT_BASE_URL=${base} AI_CHAT_MODEL=fake-chat
  AI_STT_PROVIDER=openai AI_STT_BASE_URL=${base} AI_STT_MODEL=fake-transcribe AI_STT_API_KEY=fake
  AI_TTS_PROVIDER=openai AI_TTS_BASE_URL=${base} AI_TTS_MODEL=fake-speech AI_TTS_API_KEY=fake
Press Ctrl+C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    fake.close().finally(() => process.exit(0));
  });
}
