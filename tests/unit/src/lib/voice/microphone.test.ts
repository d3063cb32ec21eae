import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MediaDevicesInBrowser, recordMicrophone } from '../../../../../src/lib/voice/microphone.ts';
import { microphoneProblem } from '../../../../../src/lib/voice/microphoneProblem.ts';

/** A browser's microphone in miniature: one track, a recorder that hands over one chunk on stop, a steady input level. */
function fakeBrowser({
  supported = ['audio/webm;codecs=opus', 'audio/webm'],
  sample = 0.5,
  refuse,
}: {
  supported?: string[];
  sample?: number;
  refuse?: Error;
} = {}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const closed = vi.fn(async () => {});
  const made: { mimeType?: string; timeslice?: number } = {};
  class FakeRecorder extends EventTarget {
    static isTypeSupported = (type: string) => supported.includes(type);
    state = 'inactive';
    mimeType: string;
    constructor(_stream: MediaStream, options?: { mimeType: string }) {
      super();
      this.mimeType = options?.mimeType ?? '';
      made.mimeType = options?.mimeType;
    }
    start(timeslice: number) {
      this.state = 'recording';
      made.timeslice = timeslice;
    }
    stop() {
      this.state = 'inactive';
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob(['sound']) }));
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([]) }));
      this.dispatchEvent(new Event('stop'));
    }
  }
  class FakeContext {
    createAnalyser = () => ({ fftSize: 4, getFloatTimeDomainData: (into: Float32Array) => into.set([sample, -sample * 2, 0, sample]) });
    createMediaStreamSource = () => ({ connect() {} });
    close = closed;
  }
  const media: MediaDevicesInBrowser = {
    getUserMedia: vi.fn(async () => {
      if (refuse) throw refuse;
      return stream;
    }),
    MediaRecorder: FakeRecorder as unknown as typeof MediaRecorder,
    AudioContext: FakeContext as unknown as typeof AudioContext,
    now: () => Date.now(),
  };
  return { media, track, closed, made };
}

describe('the microphone recorder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records in the first container the browser supports, reports time and levels, and releases the microphone on stop', async () => {
    const browser = fakeBrowser({ supported: ['audio/mp4', 'audio/webm'] });
    const ticks: unknown[] = [];
    const recording = await recordMicrophone({ audio: { channelCount: 1 }, onTick: (tick) => ticks.push(tick) }, browser.media);
    expect(browser.media.getUserMedia).toHaveBeenCalledWith({ audio: { channelCount: 1 } });
    expect(browser.made).toEqual({ mimeType: 'audio/mp4', timeslice: 1000 });
    vi.advanceTimersByTime(300);
    expect(ticks).toHaveLength(3);
    expect(ticks[2]).toEqual({ seconds: 0.3, peak: 1, loudness: Math.sqrt((0.25 + 1 + 0 + 0.25) / 4) });
    const { audio, seconds } = await recording.stop();
    expect([await audio.text(), audio.type, seconds]).toEqual(['sound', 'audio/mp4', 0.3]);
    expect(browser.track.stop).toHaveBeenCalled();
    expect(browser.closed).toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks).toHaveLength(3);
  });

  it('says it has ended when the caller’s rule first holds, and not before', async () => {
    const recording = await recordMicrophone({ endsWhen: ({ seconds }) => seconds >= 0.5 }, fakeBrowser().media);
    let ended = false;
    void recording.ended.then(() => {
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(ended).toBe(true);
    await recording.stop();
  });

  it('refuses without a recorder in the browser, and passes on the microphone’s refusal', async () => {
    const noRecorder = { ...fakeBrowser().media, MediaRecorder: undefined };
    await expect(recordMicrophone({}, noRecorder)).rejects.toThrow('this browser cannot record audio');
    const refused = new DOMException('Permission denied', 'NotAllowedError');
    await expect(recordMicrophone({}, fakeBrowser({ refuse: refused }).media)).rejects.toBe(refused);
  });
});

describe('what a person reads when the microphone cannot be used', () => {
  it('names the cause and what to do instead', () => {
    expect(
      [new DOMException('', 'NotAllowedError'), new DOMException('', 'NotFoundError'), new Error('busy')].map((error) =>
        microphoneProblem(error, 'upload a file'),
      ),
    ).toEqual([
      'The microphone was not allowed. Allow it in the browser’s site settings, or upload a file instead.',
      'No microphone was found. Connect one, or upload a file instead.',
      'The microphone could not be used: busy. You can upload a file instead.',
    ]);
  });
});
