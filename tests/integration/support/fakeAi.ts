import { fakeProviderVariables } from '../../../scripts/fake-ai/providerVariables.ts';
import type { FakeAi } from '../../../scripts/fake-ai/server.ts';

/** The AI_* variables that point every provider at the fake OpenAI-compatible server, through the real adapters. */
export function fakeAiEnv(fake: FakeAi, quotas: { user?: number; global?: number } = {}): Record<string, string> {
  return {
    ...fakeProviderVariables(`${fake.url}/v1`),
    AI_USER_DAILY_CALLS: String(quotas.user ?? 100),
    AI_GLOBAL_DAILY_CALLS: String(quotas.global ?? 2000),
  };
}
