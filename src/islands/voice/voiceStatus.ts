import type { VoiceState } from '../../lib/voice/voiceMachine.ts';

/** The panel's one-line state: what the assistant is doing now. */
export function voiceStatus(state: VoiceState): string {
  if (state.isListening) return 'Listening...';
  if (state.isSpeaking) return 'Speaking...';
  if (state.isLoading) return state.isConnected ? 'Thinking...' : 'Starting...';
  return state.isConnected ? 'Connected' : 'Not connected';
}
