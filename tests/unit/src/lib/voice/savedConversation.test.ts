import { describe, expect, it } from 'vitest';
import { abandonedSessionId, savedConversationIn } from '../../../../../src/lib/voice/savedConversation.ts';
import type { SavedConversation } from '../../../../../src/lib/voice/voiceConversation.ts';
import { disconnected } from '../../../../../src/lib/voice/voiceMachine.ts';

const store = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};
const conversation = (sessionId: string, lastActiveAt: number): SavedConversation => ({
  state: {
    ...disconnected,
    sessionId,
    isConnected: true,
    messageCounter: 1,
    messages: [{ id: 'msg-1', role: 'user', content: 'hi', timestamp: 1 }],
  },
  capabilities: { chat: 'site_guide', speech_to_text: false, text_to_speech: 'offline' },
  speed: 1,
  lastActiveAt,
});
const idleMs = 15 * 60_000;

describe('the conversation kept between pages', () => {
  it('reads back what it wrote, and nothing from a damaged entry', () => {
    const [tab, device] = [store(), store()];
    const saved = savedConversationIn(tab, device);
    saved.write(conversation('a', 10));
    expect(saved.read()).toEqual(conversation('a', 10));
    tab.setItem('voice-conversation', '{"state":{"sessionId":7}}');
    expect(saved.read()).toBeNull();
  });

  it("names a closed tab's conversation once it is idle, never this tab's own, and only once", () => {
    const [closedTab, device, thisTab] = [store(), store(), store()];
    savedConversationIn(closedTab, device).write(conversation('closed', 1000));
    expect(abandonedSessionId(thisTab, device, 1000 + idleMs - 1, idleMs)).toBeNull();
    expect(abandonedSessionId(closedTab, device, 1000 + idleMs, idleMs)).toBeNull();
    expect(abandonedSessionId(thisTab, device, 1000 + idleMs, idleMs)).toBe('closed');
    expect(abandonedSessionId(thisTab, device, 1000 + idleMs, idleMs)).toBeNull();
  });

  it("ending this tab's conversation leaves another tab's note in place", () => {
    const [tabA, tabB, device] = [store(), store(), store()];
    savedConversationIn(tabA, device).write(conversation('a', 1));
    savedConversationIn(tabB, device).write(conversation('b', 2));
    savedConversationIn(tabA, device).write(null);
    expect(abandonedSessionId(store(), device, 2 + idleMs, idleMs)).toBe('b');
  });
});
