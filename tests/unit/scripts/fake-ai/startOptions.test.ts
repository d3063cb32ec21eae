import { describe, expect, it } from 'vitest';
import { fakeAiStartOptions } from '../../../../scripts/fake-ai/startOptions.ts';

describe('npm run fake-ai’s options', () => {
  it('take the step delay from the command line before the environment, and default to none', () => {
    expect(fakeAiStartOptions([], {})).toEqual({ port: 11435, stepDelayMs: 0 });
    expect(fakeAiStartOptions(['--step-delay-ms=250'], { FAKE_AI_STEP_DELAY_MS: '9', FAKE_AI_PORT: '12000' })).toEqual({
      port: 12000,
      stepDelayMs: 250,
    });
    expect(fakeAiStartOptions([], { FAKE_AI_STEP_DELAY_MS: '9' }).stepDelayMs).toBe(9);
  });

  it('refuse a value that is not a whole number in range, saying what they received', () => {
    expect(() => fakeAiStartOptions(['--step-delay-ms=soon'], {})).toThrow(
      '--step-delay-ms (or FAKE_AI_STEP_DELAY_MS) must be a whole number from 0 to 600000; received "soon".',
    );
    expect(() => fakeAiStartOptions([], { FAKE_AI_PORT: '70000' })).toThrow(
      'FAKE_AI_PORT must be a whole number from 1 to 65535; received "70000".',
    );
    expect(() => fakeAiStartOptions(['--delay=5'], {})).toThrow(/Unknown option '--delay'/);
  });
});
