/**
 * The voice assistant's state for the island: the conversation (session, messages, connected,
 * loading, speaking, listening, transcript), what the server can do, the volume and whether the
 * panel is open. It loads with the panel, never before the reader asks for the assistant.
 */
import { atom } from 'nanostores';
import { voiceApi } from '../lib/voice/voiceApi.ts';
import { createVoiceConversation } from '../lib/voice/voiceConversation.ts';
import { startRecording } from '../lib/voice/audioCapture.ts';
import { clampVolume, createSpeaker } from '../lib/voice/voicePlayback.ts';
import { abandonedSessionId, savedConversationIn } from '../lib/voice/savedConversation.ts';
import { recordAppUsage, recordEvent } from '../lib/analytics/recordUse.ts';
import { readStored, writeStored } from '../lib/storage/keyValueStore.ts';
import { voiceVolumeKey } from '../lib/storageKeys.ts';
import { $deviceType } from './deviceType.ts';
import { addToast } from './toasts.ts';

/** A conversation untouched this long is ended: long enough to read a page the assistant linked to. */
export const voiceIdleMs = 15 * 60_000;

const isVolume = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1;
export const $volume = atom<number>(readStored(localStorage, voiceVolumeKey, isVolume) ?? 0.8);
export const $panelOpen = atom(false);

export function setVolume(volume: number): void {
  const clamped = Math.round(clampVolume(volume) * 10) / 10;
  $volume.set(clamped);
  writeStored(localStorage, voiceVolumeKey, clamped);
}

/** The panel's <audio>: every reply plays through it, so its volume follows the slider. */
export const replyAudio = new Audio();
$volume.subscribe((volume) => {
  replyAudio.volume = volume;
});

// The device type is evaluated only while something listens; the recording reads it.
$deviceType.listen(() => {});

const saved = savedConversationIn(sessionStorage, localStorage);
const endInBackground = (sessionId: string) =>
  void voiceApi.endSession(sessionId).catch((error: unknown) => console.warn('An earlier voice conversation could not be ended.', error));

const conversation = createVoiceConversation({
  api: voiceApi,
  speak: createSpeaker(replyAudio, () => $volume.get()),
  prepareToSpeak: ({ text_to_speech }) => {
    if (text_to_speech === 'offline')
      void import('../lib/voice/offlineSpeech.ts').then(({ prepareOfflineSpeech }) => prepareOfflineSpeech());
  },
  record: () => startRecording($deviceType.get()),
  toast: addToast,
  track: (name, data) => {
    recordEvent(name, data);
    const { message_count } = data;
    const action = name === 'elevenlabs_conversation_started' ? 'conversation_started' : 'conversation_ended';
    recordAppUsage('assistant', action, typeof message_count === 'number' ? { message_count } : {});
  },
  clock: { now: () => Date.now(), set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as number) },
  saved,
  endInBackground,
  idleMs: voiceIdleMs,
});

export const $voice = conversation.$voice;
export const $capabilities = conversation.$capabilities;
export const { start, send, listen, stopListening, stopSpeaking, end } = conversation;

let resumed = false;

/** Picks up this tab's conversation from the previous page, and ends one a closed tab left open; once per page, whoever asks first. */
export function resumeConversation(): void {
  if (resumed) return;
  resumed = true;
  conversation.resume();
  const abandoned = abandonedSessionId(sessionStorage, localStorage, Date.now(), voiceIdleMs);
  if (abandoned) endInBackground(abandoned);
}
