import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VoiceCallError, type CreatedSession, type VoiceReply } from '../../../../../src/lib/voice/voiceApi.ts';
import { createVoiceConversation, type SavedConversation, type VoiceDeps } from '../../../../../src/lib/voice/voiceConversation.ts';

const created: CreatedSession = {
  session_id: '00000000-0000-4000-8000-00000000abcd',
  capabilities: { chat: 'site_guide', speech_to_text: true, text_to_speech: 'offline' },
  voice: { voice: null, speed: 1.2 },
};
const reply: VoiceReply = {
  response: 'Start with the kit.',
  sources: [{ title: 'Kit', url: '/ai-survival-kit#start' }],
  mode: 'site_guide',
};
const idleMs = 15 * 60_000;

/** A conversation whose calls take 100 ms, whose replies play for 2 s and whose recordings end when stopped. */
function setUp(overrides: Partial<VoiceDeps> = {}) {
  let saved: SavedConversation | null = null;
  const later = <T>(value: T, ms = 100) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
  const deps: VoiceDeps = {
    api: {
      createSession: vi.fn(() => later(created)),
      sendMessage: vi.fn(() => later(reply)),
      endSession: vi.fn(() => later({ ended: true, message_count: 2 })),
      transcribe: vi.fn(() => later('  what is the kit?  ')),
    },
    speak: vi.fn(
      (_reply, _speed, signal: AbortSignal) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 2000);
          signal.addEventListener('abort', () => clearTimeout(timer));
        }),
    ),
    prepareToSpeak: vi.fn(),
    record: vi.fn(async () => ({ stop: () => later({ audio: 'AAAA', mimeType: 'audio/webm' }), ended: new Promise<void>(() => {}) })),
    toast: vi.fn(),
    track: vi.fn(),
    clock: { now: () => Date.now(), set: (callback, ms) => setTimeout(callback, ms), clear: (handle) => clearTimeout(handle as number) },
    saved: {
      read: () => saved,
      write: (value) => {
        saved = value;
      },
    },
    endInBackground: vi.fn(),
    idleMs,
    ...overrides,
  };
  return { conversation: createVoiceConversation(deps), deps, saved: () => saved };
}

async function connected(overrides: Partial<VoiceDeps> = {}) {
  const setup = setUp(overrides);
  const starting = setup.conversation.start();
  await vi.advanceTimersByTimeAsync(100);
  await starting;
  return setup;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('starting a conversation', () => {
  it('is loading while the session is created, then connected, tracked and announced', async () => {
    const { conversation, deps } = setUp();
    void conversation.start();
    expect(conversation.$voice.get()).toMatchObject({ isLoading: true, isConnected: false });
    await vi.advanceTimersByTimeAsync(100);
    expect(conversation.$voice.get()).toMatchObject({ isLoading: false, isConnected: true, sessionId: created.session_id });
    expect(deps.track).toHaveBeenCalledWith('elevenlabs_conversation_started', { session_id: created.session_id });
    expect(deps.toast).toHaveBeenCalledWith({ title: 'Voice conversation started' });
  });

  it('ignores a second start while loading and while connected', async () => {
    const { conversation, deps } = setUp();
    void conversation.start();
    void conversation.start();
    await vi.advanceTimersByTimeAsync(100);
    await conversation.start();
    expect(deps.api.createSession).toHaveBeenCalledTimes(1);
  });

  it('clears loading and shows the failure toast with the server message when the session cannot be created', async () => {
    const createSession = vi.fn(async () => Promise.reject(new VoiceCallError('rate_limited', 'Try again in 3 hours.')));
    const { conversation, deps } = setUp({ api: { ...setUp().deps.api, createSession } });
    await conversation.start();
    expect(conversation.$voice.get()).toMatchObject({ isLoading: false, isConnected: false });
    expect(deps.toast).toHaveBeenCalledWith({
      title: 'Failed to start conversation',
      description: 'Try again in 3 hours.',
      variant: 'destructive',
    });
  });

  it('says the assistant is paused, not failed, when the owner has paused it for users', async () => {
    const message = 'The voice assistant is paused for now. Please come back later.';
    const createSession = vi.fn(async () => Promise.reject(new VoiceCallError('voice_paused', message)));
    const { conversation, deps } = setUp({ api: { ...setUp().deps.api, createSession } });
    await conversation.start();
    expect(conversation.$voice.get()).toMatchObject({ isLoading: false, isConnected: false });
    expect(deps.toast).toHaveBeenCalledWith({ title: 'The voice assistant is paused', description: message, variant: 'destructive' });
  });
});

describe('a typed message', () => {
  it('is loading until the reply, which turns speaking on until its audio ends', async () => {
    const { conversation } = await connected();
    expect(conversation.send('  How do I start?  ')).toBe(true);
    expect(conversation.$voice.get()).toMatchObject({ isLoading: true, isSpeaking: false });
    expect(conversation.$voice.get().messages.map(({ id, role, content }) => [id, role, content])).toEqual([
      ['msg-1', 'user', 'How do I start?'],
    ]);
    await vi.advanceTimersByTimeAsync(100);
    const replied = conversation.$voice.get();
    expect(replied).toMatchObject({ isLoading: false, isSpeaking: true });
    expect(replied.messages[1]).toMatchObject({ id: 'msg-2', role: 'assistant', content: reply.response, sources: reply.sources });
    await vi.advanceTimersByTimeAsync(1999);
    expect(conversation.$voice.get().isSpeaking).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(conversation.$voice.get().isSpeaking).toBe(false);
  });

  it('stops speaking on request, and a newer reply cuts the one still playing', async () => {
    const { conversation, deps } = await connected();
    conversation.send('one');
    await vi.advanceTimersByTimeAsync(100);
    const first = vi.mocked(deps.speak).mock.calls[0]?.[2];
    conversation.send('two');
    await vi.advanceTimersByTimeAsync(100);
    expect(first?.aborted).toBe(true);
    expect(conversation.$voice.get().isSpeaking).toBe(true);
    conversation.stopSpeaking();
    expect(conversation.$voice.get()).toMatchObject({ isSpeaking: false, isConnected: true });
    expect(vi.mocked(deps.speak).mock.calls[1]?.[2].aborted).toBe(true);
  });

  it('is not sent when blank, without a session or while loading, and keeps the speed of the reference voice', async () => {
    const blank = setUp();
    expect(blank.conversation.send('hello')).toBe(false);
    const { conversation, deps } = await connected();
    expect(conversation.send('   ')).toBe(false);
    conversation.send('one');
    expect(conversation.send('two')).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(deps.api.sendMessage).toHaveBeenCalledTimes(1);
    expect(deps.speak).toHaveBeenCalledWith(reply, 1.2, expect.any(AbortSignal));
    expect(deps.prepareToSpeak).toHaveBeenCalledWith(created.capabilities);
  });

  it('clears loading with the send toast when the call fails, and starts afresh when the session is gone', async () => {
    const sendMessage = vi.fn(async () => Promise.reject(new VoiceCallError('service_unavailable', 'The model did not answer.')));
    const { conversation, deps } = await connected({ api: { ...setUp().deps.api, sendMessage } });
    conversation.send('hello');
    await vi.advanceTimersByTimeAsync(0);
    expect(conversation.$voice.get()).toMatchObject({ isLoading: false, isConnected: true });
    expect(deps.toast).toHaveBeenLastCalledWith({
      title: 'Failed to send message',
      description: 'The model did not answer.',
      variant: 'destructive',
    });
    sendMessage.mockImplementation(async () => Promise.reject(new VoiceCallError('not_found', 'No such session.')));
    conversation.send('hello again');
    await vi.advanceTimersByTimeAsync(0);
    expect(conversation.$voice.get()).toMatchObject({ isConnected: false, sessionId: null, messages: [] });
  });
});

describe('recording', () => {
  it('listens only when connected and idle, then sends the trimmed transcript and speaks the reply', async () => {
    const unconnected = setUp();
    await unconnected.conversation.listen();
    expect(unconnected.deps.record).not.toHaveBeenCalled();
    const { conversation, deps } = await connected();
    await conversation.listen();
    expect(conversation.$voice.get().isListening).toBe(true);
    void conversation.stopListening();
    expect(conversation.$voice.get()).toMatchObject({ isListening: false, isLoading: true });
    await vi.advanceTimersByTimeAsync(300);
    expect(deps.api.transcribe).toHaveBeenCalledWith('AAAA', 'audio/webm');
    expect(deps.api.sendMessage).toHaveBeenCalledWith(created.session_id, 'what is the kit?');
    expect(conversation.$voice.get().messages[0]).toMatchObject({ content: 'what is the kit?', isTranscript: true });
    expect(conversation.$voice.get()).toMatchObject({ currentTranscript: 'what is the kit?', isSpeaking: true });
    await conversation.listen();
    expect(conversation.$voice.get().isListening).toBe(false);
  });

  it('sends nothing for an empty transcript, shows the failure toasts for a refused microphone or a failed recognition, and offers typing once recognition is not available', async () => {
    const { conversation, deps } = await connected();
    vi.mocked(deps.api.transcribe).mockResolvedValueOnce('   ');
    await conversation.listen();
    void conversation.stopListening();
    await vi.advanceTimersByTimeAsync(100);
    expect(deps.api.sendMessage).not.toHaveBeenCalled();
    expect(conversation.$voice.get()).toMatchObject({ isLoading: false, messages: [] });
    vi.mocked(deps.api.transcribe).mockRejectedValueOnce(new VoiceCallError('service_unavailable', 'Try again.'));
    await conversation.listen();
    void conversation.stopListening();
    await vi.advanceTimersByTimeAsync(100);
    expect(conversation.$capabilities.get()?.speech_to_text).toBe(true);
    vi.mocked(deps.api.transcribe).mockRejectedValueOnce(new VoiceCallError('not_available', 'Set AI_STT_PROVIDER.'));
    await conversation.listen();
    void conversation.stopListening();
    await vi.advanceTimersByTimeAsync(100);
    expect(deps.toast).toHaveBeenLastCalledWith({
      title: 'Speech recognition failed',
      description: 'Set AI_STT_PROVIDER.',
      variant: 'destructive',
    });
    // A server with no recognition provider: the controls offer typing from now on.
    expect(conversation.$capabilities.get()?.speech_to_text).toBe(false);
    vi.mocked(deps.record).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await conversation.listen();
    expect(deps.toast).toHaveBeenLastCalledWith({ title: 'Failed to access microphone', description: undefined, variant: 'destructive' });
    expect(conversation.$voice.get().isListening).toBe(false);
  });
});

describe('ending', () => {
  it('End Call stops the sound, resets to disconnected with no messages, tracks the count and forgets the saved conversation', async () => {
    const { conversation, deps, saved } = await connected();
    conversation.send('hello');
    await vi.advanceTimersByTimeAsync(100);
    expect(saved()?.state.messages).toHaveLength(2);
    const ending = conversation.end();
    expect(conversation.$voice.get()).toMatchObject({ sessionId: null, messages: [], isConnected: false, isSpeaking: false });
    await vi.advanceTimersByTimeAsync(100);
    await ending;
    expect(deps.track).toHaveBeenCalledWith('elevenlabs_conversation_ended', { session_id: created.session_id, message_count: 2 });
    expect(deps.toast).toHaveBeenLastCalledWith({ title: 'Conversation ended' });
    expect(saved()).toBeNull();
  });

  it('says so when the server could not end it', async () => {
    const { conversation, deps } = await connected();
    vi.mocked(deps.api.endSession).mockRejectedValueOnce(new VoiceCallError('network', 'Offline.'));
    await conversation.end();
    expect(deps.toast).toHaveBeenLastCalledWith({
      title: 'Failed to end conversation properly',
      description: 'Offline.',
      variant: 'destructive',
    });
  });

  it('ends by itself after the idle time, counted from the last activity', async () => {
    const { conversation, deps } = await connected();
    await vi.advanceTimersByTimeAsync(idleMs - 1000);
    conversation.send('still here');
    await vi.advanceTimersByTimeAsync(idleMs - 1);
    expect(deps.api.endSession).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2200);
    expect(deps.api.endSession).toHaveBeenCalledWith(created.session_id);
    expect(conversation.$voice.get().isConnected).toBe(false);
  });
});

describe('the next page of the site', () => {
  it('resumes a recent conversation calmly, and ends a stale one in the background instead', async () => {
    const first = await connected();
    first.conversation.send('hello');
    await vi.advanceTimersByTimeAsync(100);
    const kept = first.saved();
    expect(kept?.state).toMatchObject({ isSpeaking: false, isLoading: false });
    const next = setUp({ saved: { read: () => kept, write: () => {} } });
    next.conversation.resume();
    expect(next.conversation.$voice.get()).toMatchObject({ sessionId: created.session_id, isConnected: true });
    expect(next.conversation.$voice.get().messages).toHaveLength(2);
    next.conversation.send('and then?');
    expect(next.conversation.$voice.get().messages.at(-1)?.id).toBe('msg-3');
    vi.setSystemTime(Date.now() + idleMs);
    const stale = setUp({ saved: { read: () => kept, write: () => {} } });
    stale.conversation.resume();
    expect(stale.conversation.$voice.get().isConnected).toBe(false);
    expect(stale.deps.endInBackground).toHaveBeenCalledWith(created.session_id);
  });
});
