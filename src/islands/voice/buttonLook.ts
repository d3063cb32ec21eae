import type { VoiceState } from '../../lib/voice/voiceMachine.ts';

export interface ButtonLook {
  variant: 'outline' | 'default' | 'destructive';
  busy: boolean;
  label: string;
  /** The label beside the button while the panel is closed. */
  status: string | null;
}

/** How the floating button looks for a state of the conversation. */
export function buttonLook(state: VoiceState, panelOpen: boolean): ButtonLook {
  const status = panelOpen || !state.isConnected ? null : state.isSpeaking ? 'Speaking...' : 'Connected';
  if (state.isLoading)
    return { variant: state.isConnected ? 'default' : 'outline', busy: true, label: 'Voice assistant: loading...', status };
  if (state.isSpeaking) return { variant: 'destructive', busy: false, label: 'Voice assistant: speaking', status };
  if (state.isConnected) return { variant: 'default', busy: false, label: 'Voice assistant: connected', status };
  return { variant: 'outline', busy: false, label: 'Voice assistant', status };
}
