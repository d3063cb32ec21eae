import { useCallback, useState } from 'react';
import { downloadFile } from '../kit/downloadFile.ts';
import { ToolEmpty, ToolFailed, ToolLoading } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadPastSessions, loadSessionMessages, transcriptText, type PastSession } from './pastSessions.ts';
import { SourceLinks } from '../../voice/SourceLinks.tsx';

const when = (at: string) => new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function SessionMessages({ session }: { session: PastSession }) {
  const load = useCallback(() => loadSessionMessages(session.id), [session.id]);
  const { state, reload } = useToolData(load);
  if (state.kind === 'loading') return <ToolLoading what="the messages" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  if (state.data.length === 0) return <p className="admin-muted">No messages in this session.</p>;
  const download = () =>
    downloadFile(
      transcriptText(state.data.map(({ role, text, created_at }) => ({ role, text, at: created_at }))),
      `voice-session-${session.id.slice(-8)}.txt`,
    );
  return (
    <div className="admin-stack">
      <ol className="voice-transcript">
        {state.data.map((message) => (
          <li key={message.id}>
            <strong>{message.role === 'user' ? 'User' : 'Assistant'}</strong>{' '}
            <span className="admin-muted">{when(message.created_at)}</span>
            <p>{message.text}</p>
            <SourceLinks sources={message.sources} />
          </li>
        ))}
      </ol>
      <button type="button" className="button" onClick={download}>
        Download transcript (.txt)
      </button>
    </div>
  );
}

/** Every user's recent sessions, newest first; opening one shows its messages. */
export function PastSessions() {
  const { state, reload } = useToolData(loadPastSessions);
  const [openId, setOpenId] = useState<string | null>(null);
  if (state.kind === 'loading') return <ToolLoading what="the past sessions" />;
  if (state.kind === 'failed') return <ToolFailed message={state.message} onRetry={reload} />;
  if (state.data.length === 0)
    return <ToolEmpty title="No sessions yet">A conversation started with the assistant is listed here.</ToolEmpty>;
  return (
    <ul className="voice-sessions">
      {state.data.map((session) => (
        <li key={session.id}>
          <button
            type="button"
            className="button"
            aria-expanded={openId === session.id}
            onClick={() => setOpenId(openId === session.id ? null : session.id)}
          >
            Session {session.id.slice(-8)} · {when(session.created_at)} · {session.message_count} message
            {session.message_count === 1 ? '' : 's'}
            {session.ended_at ? '' : ' · open'}
          </button>
          {openId === session.id && <SessionMessages session={session} />}
        </li>
      ))}
    </ul>
  );
}
