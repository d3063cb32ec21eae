/**
 * The voice conversation's state and its transitions, as a pure function of the state and one
 * event: the store applies it, the tests drive it with no browser. The rules:
 * - starting a session is ignored while one is starting or connected;
 * - recording starts only when connected, not already listening, not speaking and not loading;
 * - a message needs a session and words; sending it (or the transcription) is loading;
 * - a reply turns loading off and speaking on, until its audio ends;
 * - ending resets everything: no session, no messages.
 */

export interface VoiceSource {
  title: string;
  url: string;
}

export interface VoiceMessage {
  /** `msg-` and a counter that runs for the whole conversation. */
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  /** The user's words came from the microphone, through speech recognition. */
  isTranscript?: boolean;
  sources?: VoiceSource[];
}

export interface VoiceState {
  sessionId: string | null;
  messages: VoiceMessage[];
  isConnected: boolean;
  isLoading: boolean;
  isSpeaking: boolean;
  isListening: boolean;
  currentTranscript: string;
  /** The last message's counter, so ids stay unique when messages come back on the next page. */
  messageCounter: number;
}

export const disconnected: VoiceState = {
  sessionId: null,
  messages: [],
  isConnected: false,
  isLoading: false,
  isSpeaking: false,
  isListening: false,
  currentTranscript: '',
  messageCounter: 0,
};

export type VoiceEvent =
  | { type: 'start' }
  | { type: 'started'; sessionId: string }
  | { type: 'startFailed' }
  | { type: 'listen' }
  | { type: 'stopListening' }
  | { type: 'transcribed'; text: string; at: number }
  | { type: 'transcriptionFailed' }
  | { type: 'send'; text: string; at: number }
  | { type: 'replied'; text: string; sources: VoiceSource[]; at: number; spoken: boolean }
  | { type: 'sendFailed' }
  | { type: 'audioEnded' }
  | { type: 'end' };

export const canListen = (state: VoiceState) => state.isConnected && !state.isListening && !state.isSpeaking && !state.isLoading;
export const canSend = (state: VoiceState, text: string) => state.sessionId !== null && !state.isLoading && text.trim() !== '';

function withMessage(state: VoiceState, message: Omit<VoiceMessage, 'id'>): VoiceState {
  const counter = state.messageCounter + 1;
  return { ...state, messageCounter: counter, messages: [...state.messages, { id: `msg-${counter}`, ...message }] };
}

export function nextVoiceState(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'start':
      return state.isLoading || state.isConnected ? state : { ...state, isLoading: true };
    case 'started':
      return state.isLoading && !state.isConnected ? { ...state, isLoading: false, isConnected: true, sessionId: event.sessionId } : state;
    case 'startFailed':
      return { ...state, isLoading: false };
    case 'listen':
      return canListen(state) ? { ...state, isListening: true, currentTranscript: '' } : state;
    case 'stopListening':
      return state.isListening ? { ...state, isListening: false, isLoading: true } : state;
    case 'transcribed': {
      const text = event.text.trim();
      if (!text) return { ...state, isLoading: false };
      return withMessage({ ...state, currentTranscript: text }, { role: 'user', content: text, timestamp: event.at, isTranscript: true });
    }
    case 'transcriptionFailed':
      return { ...state, isLoading: false };
    case 'send':
      if (!canSend(state, event.text)) return state;
      return withMessage({ ...state, isLoading: true }, { role: 'user', content: event.text.trim(), timestamp: event.at });
    case 'replied':
      if (!state.isConnected) return state;
      return withMessage(
        { ...state, isLoading: false, isSpeaking: event.spoken },
        { role: 'assistant', content: event.text, timestamp: event.at, sources: event.sources },
      );
    case 'sendFailed':
      return { ...state, isLoading: false };
    case 'audioEnded':
      return { ...state, isSpeaking: false };
    case 'end':
      return disconnected;
  }
}
