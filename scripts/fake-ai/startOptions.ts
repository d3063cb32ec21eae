import { parseArgs } from 'node:util';

export interface StartOptions {
  port: number;
  stepDelayMs: number;
}

function whole(received: string | undefined, fallback: number, name: string, min: number, max: number): number {
  const value = Number(received ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}; received "${received}".`);
  return value;
}

/**
 * `npm run fake-ai`'s settings: the port (`FAKE_AI_PORT`, 11435) and the delay before every chat
 * answer (`--step-delay-ms=<n>` or `FAKE_AI_STEP_DELAY_MS`, 0), which lets a test stop a backend
 * in the middle of an agent's run. A bad value throws, saying what was received.
 */
export function fakeAiStartOptions(args: readonly string[], env: Readonly<Record<string, string | undefined>>): StartOptions {
  const { values } = parseArgs({ args: [...args], options: { 'step-delay-ms': { type: 'string' } } });
  return {
    port: whole(env.FAKE_AI_PORT, 11435, 'FAKE_AI_PORT', 1, 65535),
    stepDelayMs: whole(values['step-delay-ms'] ?? env.FAKE_AI_STEP_DELAY_MS, 0, '--step-delay-ms (or FAKE_AI_STEP_DELAY_MS)', 0, 600_000),
  };
}
