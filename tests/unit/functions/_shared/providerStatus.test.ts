import { describe, expect, it } from 'vitest';
import { readEnv } from '../../../../functions/_shared/env.ts';
import { providerStatuses } from '../../../../functions/_shared/providerStatus.ts';

const base = { SUPABASE_URL: 'http://localhost:54321', SUPABASE_ANON_KEY: 'anon' };
const secret = 'sk-secret-that-must-never-show';

describe('the providers the console shows', () => {
  it('says what is missing and what happens without it', () => {
    const statuses = providerStatuses(readEnv(base));
    expect(statuses.map(({ id, configured }) => [id, configured])).toEqual([
      ['mail', false],
      ['ai_chat', false],
      ['ai_speech_to_text', false],
      ['ai_text_to_speech', false],
    ]);
    expect(statuses[0]?.detail).toMatch(/set EMAIL_API_URL/);
  });

  it('names configured providers without their keys or addresses', () => {
    const env = readEnv({
      ...base,
      EMAIL_API_URL: 'https://mail.example.test/send',
      EMAIL_API_KEY: secret,
      AI_CHAT_PROVIDER: 'openai',
      AI_CHAT_API_KEY: secret,
      AI_CHAT_MODEL: 'gpt-4o-mini',
    });
    const statuses = providerStatuses(env);
    expect(statuses.find((status) => status.id === 'ai_chat')).toMatchObject({ configured: true, detail: 'openai · gpt-4o-mini' });
    expect(statuses.find((status) => status.id === 'mail')?.configured).toBe(true);
    expect(JSON.stringify(statuses)).not.toMatch(/sk-secret|mail\.example\.test/);
  });
});
