/**
 * The conversation kept between the pages of one tab (sessionStorage), and the note of the last
 * one in localStorage that lets a later page end a conversation a closed tab left open. Read back
 * with a few plain checks: storage is outside input like any other.
 */
import { arrayOf, hasFields, isBoolean, isRecord, isString, isWholeNumber, oneOf, optional } from '../plainChecks.ts';
import { readStored, removeStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { voiceConversationKey, voiceLastSessionKey } from '../storageKeys.ts';
import type { SavedConversation } from './voiceConversation.ts';
import type { VoiceMessage } from './voiceMachine.ts';

const isMessage = hasFields<VoiceMessage>({
  id: isString,
  role: oneOf(['user', 'assistant']),
  content: isString,
  timestamp: isWholeNumber,
  isTranscript: optional(isBoolean),
  sources: optional(arrayOf(hasFields({ title: isString, url: isString }))),
});
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isSaved = (value: unknown): value is SavedConversation =>
  isRecord(value) &&
  isRecord(value.state) &&
  isString(value.state.sessionId) &&
  arrayOf(isMessage)(value.state.messages) &&
  isWholeNumber(value.state.messageCounter) &&
  isRecord(value.capabilities) &&
  isNumber(value.speed) &&
  isNumber(value.lastActiveAt);

export const isLastSession = hasFields<{ sessionId: string; lastActiveAt: number }>({ sessionId: isString, lastActiveAt: isNumber });

export function savedConversationIn(tab: KeyValueStore, device: KeyValueStore) {
  return {
    read: () => readStored(tab, voiceConversationKey, isSaved) ?? null,
    write(saved: SavedConversation | null): void {
      if (!saved) {
        // The note of the last conversation may be another tab's by now: it stays for that tab.
        const ownId = readStored(tab, voiceConversationKey, isSaved)?.state.sessionId;
        if (ownId && readStored(device, voiceLastSessionKey, isLastSession)?.sessionId === ownId) removeStored(device, voiceLastSessionKey);
        removeStored(tab, voiceConversationKey);
        return;
      }
      writeStored(tab, voiceConversationKey, saved);
      writeStored(device, voiceLastSessionKey, { sessionId: saved.state.sessionId, lastActiveAt: saved.lastActiveAt });
    },
  };
}

/** The conversation a closed tab left open, once it has been idle for `idleMs`; this tab's own is never one. */
export function abandonedSessionId(tab: KeyValueStore, device: KeyValueStore, now: number, idleMs: number): string | null {
  const last = readStored(device, voiceLastSessionKey, isLastSession);
  const own = readStored(tab, voiceConversationKey, isSaved);
  if (!last || own?.state.sessionId === last.sessionId || now - last.lastActiveAt < idleMs) return null;
  removeStored(device, voiceLastSessionKey);
  return last.sessionId;
}
