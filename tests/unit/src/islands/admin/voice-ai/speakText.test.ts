import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolCallError } from '../../../../../../src/islands/admin/kit/adminFunctions.ts';
import { speakText } from '../../../../../../src/islands/admin/voice-ai/speakText.ts';

const calls = vi.hoisted(() => ({ callAdminFunction: vi.fn(), speakOffline: vi.fn() }));
vi.mock('../../../../../../src/islands/admin/kit/adminFunctions.ts', async (original) => ({
  ...(await original<object>()),
  callAdminFunction: calls.callAdminFunction,
}));
vi.mock('../../../../../../src/lib/voice/offlineSpeech.ts', () => ({ speakOffline: calls.speakOffline }));

describe('speaking a text', () => {
  afterEach(() => vi.clearAllMocks());
  const choice = { voice: null, speed: 1, provider: true };
  const offlineClip = new Blob(['RIFF'], { type: 'audio/wav' });

  it('speaks with the offline engine when the server answers 501 not_available: no provider after all', async () => {
    calls.callAdminFunction.mockRejectedValueOnce(new ToolCallError('Text to speech has no provider configured.', 'not_available', 501));
    calls.speakOffline.mockResolvedValueOnce(offlineClip);
    expect(await speakText('Hello', choice)).toBe(offlineClip);
    expect(calls.speakOffline).toHaveBeenCalledWith('Hello', { speed: 1, signal: undefined });
  });

  it('passes on a failure that may pass (503), rather than speaking in another voice', async () => {
    calls.callAdminFunction.mockRejectedValueOnce(new ToolCallError('The provider failed.', 'service_unavailable', 503));
    await expect(speakText('Hello', choice)).rejects.toThrow('The provider failed.');
    expect(calls.speakOffline).not.toHaveBeenCalled();
  });
});
