import { describe, expect, it } from 'vitest';
import {
  canListen,
  canSend,
  disconnected,
  nextVoiceState,
  type VoiceEvent,
  type VoiceState,
} from '../../../../../src/lib/voice/voiceMachine.ts';

const connected: VoiceState = { ...disconnected, sessionId: 'session-12345678', isConnected: true };
const states: Record<string, VoiceState> = {
  disconnected,
  loading: { ...disconnected, isLoading: true },
  connected,
  listening: { ...connected, isListening: true },
  thinking: { ...connected, isLoading: true },
  speaking: { ...connected, isSpeaking: true },
};

describe('the voice state machine', () => {
  it('ignores what does not apply in each state, changing nothing', () => {
    const ignored: [keyof typeof states, VoiceEvent][] = [
      ['loading', { type: 'start' }],
      ['connected', { type: 'start' }],
      ['speaking', { type: 'start' }],
      ['connected', { type: 'started', sessionId: 'other' }],
      ['disconnected', { type: 'listen' }],
      ['loading', { type: 'listen' }],
      ['listening', { type: 'listen' }],
      ['thinking', { type: 'listen' }],
      ['speaking', { type: 'listen' }],
      ['connected', { type: 'stopListening' }],
      ['disconnected', { type: 'send', text: 'hello', at: 1 }],
      ['thinking', { type: 'send', text: 'hello', at: 1 }],
      ['connected', { type: 'send', text: ' \n ', at: 1 }],
      ['disconnected', { type: 'replied', text: 'late', sources: [], at: 1, spoken: true }],
    ];
    for (const [name, event] of ignored) expect(nextVoiceState(states[name]!, event), `${name} + ${event.type}`).toBe(states[name]);
  });

  it('says when recording and sending are allowed', () => {
    expect(
      Object.entries(states)
        .filter(([, state]) => canListen(state))
        .map(([name]) => name),
    ).toEqual(['connected']);
    expect(
      Object.entries(states)
        .filter(([, state]) => canSend(state, 'hi'))
        .map(([name]) => name),
    ).toEqual(['connected', 'listening', 'speaking']);
  });

  it('numbers messages on from the kept counter, and End Call resets everything', () => {
    const resumed = { ...connected, messageCounter: 7 };
    const sent = nextVoiceState(resumed, { type: 'send', text: ' hi ', at: 5 });
    expect(sent.messages).toEqual([{ id: 'msg-8', role: 'user', content: 'hi', timestamp: 5 }]);
    const replied = nextVoiceState(sent, { type: 'replied', text: 'hello', sources: [], at: 6, spoken: false });
    expect(replied).toMatchObject({ isLoading: false, isSpeaking: false, messageCounter: 9 });
    expect(nextVoiceState(replied, { type: 'end' })).toBe(disconnected);
  });
});
