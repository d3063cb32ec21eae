import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProviderUnavailable } from '../../../../functions/_shared/ai/ports.ts';
import type { FunctionEnv } from '../../../../functions/_shared/env.ts';
import { FunctionError } from '../../../../functions/_shared/errors.ts';
import { serveHandler } from '../../../../functions/_shared/serveHandler.ts';

const env = {} as FunctionEnv;
const post = () => new Request('http://functions.test/f', { method: 'POST' });
const throwing = (error: Error) =>
  serveHandler(['POST'], async () => {
    throw error;
  });
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

afterEach(() => vi.restoreAllMocks());

describe('serveHandler', () => {
  it('logs an outage with its cause as an error and answers its code', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = { operation: 'store', status: 0, message: 'TypeError: fetch failed' };
    const response = await throwing(new FunctionError('service_unavailable', 'Try again soon.', { cause }))(post(), env);
    expect(await answer(response)).toEqual({ status: 503, body: { error: { code: 'service_unavailable', message: 'Try again soon.' } } });
    expect(logged).toHaveBeenCalledWith('Answered service_unavailable: Try again soon.', cause);
  });

  it('answers an AI provider failure 503 with its message, and logs its cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('connect ECONNREFUSED');
    const failure = new ProviderUnavailable('The AI chat service could not be reached. Please try again in a moment.', { cause });
    expect(await answer(await throwing(failure)(post(), env))).toEqual({
      status: 503,
      body: { error: { code: 'service_unavailable', message: 'The AI chat service could not be reached. Please try again in a moment.' } },
    });
    expect(logged).toHaveBeenCalledWith(`Answered service_unavailable: ${failure.message}`, cause);
  });

  it('logs a refusal that carries a cause as a warning, and one without a cause not at all', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cause = { code: '23514' };
    expect((await throwing(new FunctionError('constraint_violation', 'Breaks a rule.', { cause }))(post(), env)).status).toBe(400);
    expect((await throwing(new FunctionError('validation_failed', 'Bad email.'))(post(), env)).status).toBe(400);
    expect(warned.mock.calls).toEqual([['Answered constraint_violation: Breaks a rule.', cause]]);
  });

  it('answers anything unexpected 500 without its details, and logs the error itself', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = new Error('is_admin failed with HTTP 500: PGRST000');
    const { status, body } = await answer(await throwing(bug)(post(), env));
    expect(status).toBe(500);
    expect(body.error.code).toBe('internal_error');
    expect(JSON.stringify(body)).not.toContain('PGRST000');
    expect(logged).toHaveBeenCalledWith(bug);
  });
});
