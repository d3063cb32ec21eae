/**
 * The one microphone recorder: the podcast studio, the voice tools and the reader's assistant all
 * record through it. The microphone is asked for only when recording starts and released when it
 * stops. Every tick reports the time and the input level; `endsWhen` lets a caller end a recording
 * on its own rule (a time limit, a silence), and `ended` resolves then.
 */

export interface MicrophoneTick {
  /** Seconds since the recording started. */
  seconds: number;
  /** The loudest sample of the last frame, 0 to 1: what a level meter shows. */
  peak: number;
  /** The frame's loudness (RMS, 0 to 1): what tells speech from silence. */
  loudness: number;
}

export interface MicrophoneOptions {
  audio?: MediaTrackConstraints;
  onTick?(tick: MicrophoneTick): void;
  endsWhen?(tick: MicrophoneTick): boolean;
}

export interface MicrophoneRecording {
  /** Resolves when `endsWhen` first holds; the caller still stops the recording. */
  ended: Promise<void>;
  /** Stops, releases the microphone and answers what was recorded and how long it lasted. */
  stop(): Promise<{ audio: Blob; seconds: number }>;
}

/** What the browser gives: passed in, so the recorder runs in tests with fakes. */
export interface MediaDevicesInBrowser {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  MediaRecorder: typeof MediaRecorder | undefined;
  AudioContext: typeof AudioContext;
  now(): number;
}

/** Containers a browser records into, best first; the voice functions and the podcast-audio bucket take them all. */
const recordingTypes = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4', 'audio/webm'];
const tickMs = 100;

const browser = (): MediaDevicesInBrowser => ({
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  MediaRecorder: typeof MediaRecorder === 'undefined' ? undefined : MediaRecorder,
  AudioContext,
  now: () => performance.now(),
});

function levels(samples: Float32Array): Omit<MicrophoneTick, 'seconds'> {
  let peak = 0;
  let squares = 0;
  for (const sample of samples) {
    peak = Math.max(peak, Math.abs(sample));
    squares += sample * sample;
  }
  return { peak: Math.min(1, peak), loudness: Math.sqrt(squares / samples.length) };
}

/** Starts recording; rejects when the browser cannot record or the microphone is refused or missing. */
export async function recordMicrophone(options: MicrophoneOptions = {}, media = browser()): Promise<MicrophoneRecording> {
  const Recorder = media.MediaRecorder;
  if (!Recorder) throw new Error('this browser cannot record audio');
  const stream = await media.getUserMedia({ audio: options.audio ?? true });
  try {
    return recordFrom(stream, Recorder, options, media);
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    throw error;
  }
}

function recordFrom(
  stream: MediaStream,
  Recorder: typeof MediaRecorder,
  options: MicrophoneOptions,
  media: MediaDevicesInBrowser,
): MicrophoneRecording {
  const mimeType = recordingTypes.find((type) => Recorder.isTypeSupported(type));
  const recorder = new Recorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => event.data.size > 0 && chunks.push(event.data));
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
  const context = new media.AudioContext();
  const analyser = context.createAnalyser();
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  recorder.start(1000);
  const startedAt = media.now();
  const seconds = () => (media.now() - startedAt) / 1000;
  let endedBySelf = () => {};
  const ended = new Promise<void>((resolve) => {
    endedBySelf = resolve;
  });
  const watch = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    const tick = { seconds: seconds(), ...levels(samples) };
    options.onTick?.(tick);
    if (options.endsWhen?.(tick)) endedBySelf();
  }, tickMs);

  return {
    ended,
    async stop() {
      clearInterval(watch);
      const lasted = seconds();
      if (recorder.state !== 'inactive') recorder.stop();
      await stopped;
      for (const track of stream.getTracks()) track.stop();
      void context.close();
      return { audio: new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }), seconds: lasted };
    },
  };
}
