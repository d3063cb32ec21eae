import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config/readConfig.ts';
import { welcomeMessage } from '../../../../server/start/welcomeMessage.ts';

const facts = { readyMs: 900, memory: true, address: { address: '127.0.0.1', family: 'IPv4', port: 4321 } };
const aiLine = (env: Record<string, string>) =>
  welcomeMessage(readConfig(env), facts)
    .split('\n')
    .find((line) => line.startsWith('AI: '));

describe('welcomeMessage', () => {
  it('says what answers chat and speech, with each honest default when no provider is set', () => {
    expect(aiLine({})).toBe(
      'AI: chat by the site guide (no model configured); speech to text off (AI_STT_PROVIDER unset); text to speech by the offline engine in the browser; images by the template composer (AI_IMAGE_PROVIDER unset).',
    );
  });

  it('names the configured providers and models, and never a key or an address', () => {
    const line = aiLine({
      AI_CHAT_PROVIDER: 'openai-compatible',
      AI_CHAT_BASE_URL: 'http://localhost:11434/v1',
      AI_CHAT_MODEL: 'llama3.2',
      AI_TTS_PROVIDER: 'elevenlabs',
      AI_TTS_API_KEY: 'sk-secret-value',
    });
    expect(line).toBe(
      'AI: chat openai-compatible · llama3.2; speech to text off (AI_STT_PROVIDER unset); text to speech elevenlabs · eleven_multilingual_v2; images by the template composer (AI_IMAGE_PROVIDER unset).',
    );
  });

  it('names the site a copy with its own data folder builds and serves', () => {
    const lines = welcomeMessage(readConfig({}), { ...facts, memory: false, dataFolder: '.data-demo', siteDir: '.data-demo-site' }).split(
      '\n',
    );
    expect(lines).toContain("Site: .data-demo-site/, built from this copy's published content.");
  });
});
