/**
 * The microphone: mono at 44.1 kHz with automatic gain, recorded as WebM/Opus where the browser
 * can, with the settings of the device type. Echo cancellation and noise suppression are on for
 * phones, tablets and TVs and off on a desktop, whose microphone is usually a good one that the
 * filters would only muffle. A recording ends by itself after the device's speech timeout of
 * silence, or at the server's 60 s limit.
 */
import type { DeviceType } from '../device.ts';
import type { Recording } from './voiceConversation.ts';

export const voiceDeviceSettings: Record<DeviceType, { micSensitivity: number; speechTimeoutMs: number; filters: boolean }> = {
  mobile: { micSensitivity: 0.7, speechTimeoutMs: 5000, filters: true },
  tablet: { micSensitivity: 0.6, speechTimeoutMs: 6000, filters: true },
  ctv: { micSensitivity: 0.8, speechTimeoutMs: 8000, filters: true },
  desktop: { micSensitivity: 0.5, speechTimeoutMs: 6000, filters: false },
};

export const longestRecordingMs = 60_000;

export function captureConstraints(device: DeviceType): MediaTrackConstraints {
  const { filters } = voiceDeviceSettings[device];
  return { channelCount: 1, sampleRate: 44100, echoCancellation: filters, noiseSuppression: filters, autoGainControl: true };
}

/** The loudness (RMS, 0 to 1) under which a moment counts as silence: a more sensitive microphone hears quieter speech. */
export const silenceLevel = (micSensitivity: number) => 0.05 * (1 - micSensitivity);

const preferredType = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'].find(
  (type) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(type),
);

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** Starts recording; rejects when the microphone is refused or missing. */
export async function startRecording(device: DeviceType): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: captureConstraints(device) });
  const recorder = new MediaRecorder(stream, preferredType ? { mimeType: preferredType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve(), { once: true }));
  recorder.start();

  const { micSensitivity, speechTimeoutMs } = voiceDeviceSettings[device];
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let quietSince = performance.now();
  let endedBySelf: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedBySelf = resolve;
  });
  const startedAt = performance.now();
  const watch = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    const level = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
    const now = performance.now();
    if (level > silenceLevel(micSensitivity)) quietSince = now;
    if (now - quietSince >= speechTimeoutMs || now - startedAt >= longestRecordingMs) endedBySelf();
  }, 100);

  return {
    ended,
    async stop() {
      clearInterval(watch);
      if (recorder.state !== 'inactive') recorder.stop();
      await stopped;
      for (const track of stream.getTracks()) track.stop();
      void context.close();
      const audio = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
      return { audio: await base64Of(audio), mimeType: audio.type };
    },
  };
}
