import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $capabilities, $voice, resumeConversation, start } from '../../../stores/voice.ts';
import { ConversationControls } from '../../voice/ConversationControls.tsx';
import { MessageForm } from '../../voice/MessageForm.tsx';
import { MessageList } from '../../voice/MessageList.tsx';
import { voiceStatus } from '../../voice/voiceStatus.ts';
import { PastSessions } from './PastSessions.tsx';

/**
 * The assistant's conversation as a full page, the same conversation as the floating panel's (one
 * store), with its transcript, and below it every user's past sessions.
 */
export function VoiceConversation() {
  const state = useStore($voice);
  const capabilities = useStore($capabilities);
  useEffect(() => resumeConversation(), []);

  return (
    <div className="admin-stack">
      <section className="card" aria-labelledby="voice-live-title">
        <h2 id="voice-live-title">Conversation</h2>
        <p className="admin-muted">
          {voiceStatus(state)}
          {state.sessionId && ` · Session ${state.sessionId.slice(-8)}`}
          {capabilities?.chat === 'site_guide' && ' · No AI model is configured: answers are passages from the site.'}
        </p>
        <MessageList messages={state.messages} />
        {state.isConnected ? (
          <>
            <MessageForm />
            <ConversationControls />
          </>
        ) : (
          <div className="admin-actions">
            <button type="button" className="button button-primary" disabled={state.isLoading} onClick={() => void start()}>
              {state.isLoading ? 'Starting...' : 'Start a conversation'}
            </button>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="voice-past-title">
        <h2 id="voice-past-title">Past sessions</h2>
        <PastSessions />
      </section>
    </div>
  );
}
