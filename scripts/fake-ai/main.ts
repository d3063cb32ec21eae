import { fakeProviderVariables } from './providerVariables.ts';
import { fakeModels, startFakeAi } from './server.ts';
import { fakeAiStartOptions, type StartOptions } from './startOptions.ts';

/**
 * `npm run fake-ai`: the fake OpenAI-compatible server for development, so a newcomer can watch
 * the assistant, the microphone and the admin voice tools go through the real adapters with no
 * model on the machine. Its replies only restate what they received; offered tools, it calls the
 * ones the prompt names, in order (scripts/fake-ai/tools/).
 */
let options: StartOptions;
try {
  options = fakeAiStartOptions(process.argv.slice(2), {
    FAKE_AI_PORT: process.env.FAKE_AI_PORT,
    FAKE_AI_STEP_DELAY_MS: process.env.FAKE_AI_STEP_DELAY_MS,
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const fake = await startFakeAi({ ...options, chunkDelayMs: 40 });
const variables = Object.entries(fakeProviderVariables(`${fake.url}/v1`));
// One line per provider (chat, speech to text, text to speech), as .env.example groups them.
const lines = ['AI_CHAT_', 'AI_STT_', 'AI_TTS_'].map((prefix) =>
  variables
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => `${name}=${value}`)
    .join(' '),
);
const pace = options.stepDelayMs > 0 ? ` Each chat answer waits ${options.stepDelayMs} ms.` : '';
console.log(`Fake AI server (a development tool, not a model) on ${fake.url}. Models: ${fakeModels.join(', ')}.${pace}
Point the variables at it (in .env), then start the site:
  ${lines.join('\n  ')}
Press Ctrl+C to stop.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    fake.close().finally(() => process.exit(0));
  });
}
