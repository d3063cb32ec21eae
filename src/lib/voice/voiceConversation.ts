/**
 * The conversation's behaviour around the state machine: the calls, the recording, the spoken
 * reply, the toasts, the analytics events, the idle time and keeping the conversation across the
 * site's pages. Every side effect is passed in, so the tests run it with fakes and a fake clock.
 */
import { atom } from 'nanostores';
import type { ToastInput } from '../toasts/toastStore.ts';
import { VoiceCallError, type CreatedSession, type VoiceApi, type VoiceCapabilities, type VoiceReply } from './voiceApi.ts';
import { canListen, canSend, disconnected, nextVoiceState, type VoiceEvent, type VoiceState } from './voiceMachine.ts';

/** What is kept for the next page of the site: the conversation, what the server can do, and when it was last used. */
export interface SavedConversation {
  state: VoiceState;
  capabilities: VoiceCapabilities;
  speed: number;
  lastActiveAt: number;
}

export interface Recording {
  stop(): Promise<{ audio: string; mimeType: string }>;
  /** Resolves when the recording ends by itself (silence or the length limit). */
  ended: Promise<void>;
}

export interface VoiceDeps {
  api: Pick<VoiceApi, 'createSession' | 'sendMessage' | 'endSession' | 'transcribe'>;
  /** Plays a reply (its audio, or `text` through the offline engine); resolves when the sound ends. */
  speak(reply: VoiceReply, speed: number, signal: AbortSignal): Promise<void>;
  /** A reply is on its way and will be spoken: the speech engine may get ready meanwhile. */
  prepareToSpeak(capabilities: VoiceCapabilities): void;
  record(): Promise<Recording>;
  toast(toast: ToastInput): void;
  track(name: 'elevenlabs_conversation_started' | 'elevenlabs_conversation_ended', data: Record<string, unknown>): void;
  clock: { now(): number; set(callback: () => void, ms: number): unknown; clear(handle: unknown): void };
  saved: { read(): SavedConversation | null; write(saved: SavedConversation | null): void };
  /** Ends a conversation left by an earlier page without waiting for the answer (the page may be leaving). */
  endInBackground(sessionId: string): void;
  idleMs: number;
}

/** A refusal's title; the owner pausing the assistant is said as such, not as a failure. */
const failed = (title: string, error: unknown): ToastInput => ({
  title: error instanceof VoiceCallError && error.code === 'voice_paused' ? 'The voice assistant is paused' : title,
  description: error instanceof VoiceCallError ? error.message : undefined,
  variant: 'destructive',
});

export function createVoiceConversation(deps: VoiceDeps) {
  const $voice = atom<VoiceState>(disconnected);
  const $capabilities = atom<VoiceCapabilities | null>(null);
  let speed = 1;
  let playing: AbortController | undefined;
  let recording: Recording | undefined;
  let idleTimer: unknown;

  const apply = (event: VoiceEvent) => $voice.set(nextVoiceState($voice.get(), event));

  function keep(): void {
    const state = $voice.get();
    const capabilities = $capabilities.get();
    // The next page starts calm: a call or a sound in flight does not survive the page.
    const calm = { ...state, isLoading: false, isSpeaking: false, isListening: false };
    deps.saved.write(state.sessionId && capabilities ? { state: calm, capabilities, speed, lastActiveAt: deps.clock.now() } : null);
  }

  function touched(): void {
    deps.clock.clear(idleTimer);
    keep();
    if ($voice.get().isConnected) idleTimer = deps.clock.set(() => void end({ quietly: false }), deps.idleMs);
  }

  function resume(): void {
    const saved = deps.saved.read();
    if (!saved?.state.sessionId) return;
    if (deps.clock.now() - saved.lastActiveAt >= deps.idleMs) {
      deps.saved.write(null);
      deps.endInBackground(saved.state.sessionId);
      return;
    }
    speed = saved.speed;
    $capabilities.set(saved.capabilities);
    $voice.set(saved.state);
    touched();
  }

  async function start(): Promise<void> {
    const before = $voice.get();
    apply({ type: 'start' });
    if ($voice.get() === before) return;
    let created: CreatedSession;
    try {
      created = await deps.api.createSession();
    } catch (error) {
      apply({ type: 'startFailed' });
      deps.toast(failed('Failed to start conversation', error));
      return;
    }
    speed = created.voice.speed;
    $capabilities.set(created.capabilities);
    apply({ type: 'started', sessionId: created.session_id });
    deps.track('elevenlabs_conversation_started', { session_id: created.session_id });
    deps.toast({ title: 'Voice conversation started' });
    touched();
  }

  async function reply(sessionId: string, message: string): Promise<void> {
    const capabilities = $capabilities.get();
    if (capabilities) deps.prepareToSpeak(capabilities);
    let answer: VoiceReply;
    try {
      answer = await deps.api.sendMessage(sessionId, message);
    } catch (error) {
      apply({ type: 'sendFailed' });
      if (error instanceof VoiceCallError && error.code === 'not_found') return lost();
      deps.toast(failed('Failed to send message', error));
      return;
    }
    if ($voice.get().sessionId !== sessionId) return;
    apply({ type: 'replied', text: answer.response, sources: answer.sources, at: deps.clock.now(), spoken: true });
    touched();
    playing?.abort();
    playing = new AbortController();
    const { signal } = playing;
    try {
      await deps.speak(answer, speed, signal);
    } catch (error) {
      if (!signal.aborted) console.error('The reply could not be spoken.', error);
    }
    if (!signal.aborted) apply({ type: 'audioEnded' });
  }

  /** Sends typed text; returns false (keeping what was typed) when it could not be sent now. */
  function send(text: string): boolean {
    const state = $voice.get();
    if (!canSend(state, text) || !state.sessionId) return false;
    apply({ type: 'send', text, at: deps.clock.now() });
    void reply(state.sessionId, text.trim());
    return true;
  }

  async function listen(): Promise<void> {
    if (!canListen($voice.get())) return;
    try {
      recording = await deps.record();
    } catch (error) {
      deps.toast(failed('Failed to access microphone', error));
      return;
    }
    apply({ type: 'listen' });
    const current = recording;
    void current.ended.then(() => {
      if (recording === current) void stopListening();
    });
  }

  async function stopListening(): Promise<void> {
    const current = recording;
    recording = undefined;
    if (!current || !$voice.get().isListening) return;
    apply({ type: 'stopListening' });
    let text: string;
    try {
      const { audio, mimeType } = await current.stop();
      text = await deps.api.transcribe(audio, mimeType);
    } catch (error) {
      apply({ type: 'transcriptionFailed' });
      deps.toast(failed('Speech recognition failed', error));
      // No provider after all (501 not_available, a lasting answer): the controls offer typing instead.
      const capabilities = $capabilities.get();
      if (error instanceof VoiceCallError && error.code === 'not_available' && capabilities)
        $capabilities.set({ ...capabilities, speech_to_text: false });
      return;
    }
    const sessionId = $voice.get().sessionId;
    apply({ type: 'transcribed', text, at: deps.clock.now() });
    if (sessionId && text.trim()) await reply(sessionId, text.trim());
  }

  /** Stops the reply being spoken; the conversation goes on. */
  function stopSpeaking(): void {
    playing?.abort();
    playing = undefined;
    if ($voice.get().isSpeaking) apply({ type: 'audioEnded' });
  }

  function silence(): void {
    playing?.abort();
    playing = undefined;
    const current = recording;
    recording = undefined;
    void current?.stop().catch(() => {});
    deps.clock.clear(idleTimer);
  }

  /** The session on the server is gone (ended elsewhere, or removed): start afresh. */
  function lost(): void {
    silence();
    apply({ type: 'end' });
    keep();
    deps.toast({ title: 'Conversation ended', description: 'The conversation is no longer open on the server. Start a new one to go on.' });
  }

  async function end({ quietly }: { quietly: boolean } = { quietly: false }): Promise<void> {
    const { sessionId } = $voice.get();
    silence();
    apply({ type: 'end' });
    keep();
    if (!sessionId) return;
    try {
      const { message_count } = await deps.api.endSession(sessionId);
      deps.track('elevenlabs_conversation_ended', { session_id: sessionId, message_count });
      if (!quietly) deps.toast({ title: 'Conversation ended' });
    } catch (error) {
      deps.toast(failed('Failed to end conversation properly', error));
    }
  }

  return { $voice, $capabilities, resume, start, send, listen, stopListening, stopSpeaking, end };
}
