/**
 * The assistant's recordings, through the one recorder (`microphone.ts`): mono at 44.1 kHz with automatic gain, recorded as WebM/Opus where the browser
 * can, with the settings of the device type. Echo cancellation and noise suppression are on for
 * phones, tablets and TVs and off on a desktop, whose microphone is usually a good one that the
 * filters would only muffle. A recording ends by itself after the device's speech timeout of
 * silence, or at the server's 60 s limit.
 */
import type { DeviceType } from '../device.ts';
import { blobToBase64 } from './audioBlobs.ts';
import { recordMicrophone } from './microphone.ts';
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

/** Starts recording; rejects when the microphone is refused or missing. */
export async function startRecording(device: DeviceType): Promise<Recording> {
  const { micSensitivity, speechTimeoutMs } = voiceDeviceSettings[device];
  let quietSince = 0;
  const microphone = await recordMicrophone({
    audio: captureConstraints(device),
    endsWhen: ({ seconds, loudness }) => {
      if (loudness > silenceLevel(micSensitivity)) quietSince = seconds;
      return (seconds - quietSince) * 1000 >= speechTimeoutMs || seconds * 1000 >= longestRecordingMs;
    },
  });
  return {
    ended: microphone.ended,
    async stop() {
      const { audio } = await microphone.stop();
      return { audio: await blobToBase64(audio), mimeType: audio.type };
    },
  };
}
