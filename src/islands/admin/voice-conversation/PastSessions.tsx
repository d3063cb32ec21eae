import { useCallback, useState } from 'react';
import { downloadFile } from '../kit/downloadFile.ts';
import { ToolData, ToolEmpty } from '../kit/ToolStates.tsx';
import { useToolData } from '../kit/useToolData.ts';
import { loadPastSessions, loadSessionMessages, transcriptText, type PastMessage, type PastSession } from './pastSessions.ts';
import { SourceLinks } from '../../voice/SourceLinks.tsx';

const when = (at: string) => new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function SessionMessages({ session }: { session: PastSession }) {
  const data = useToolData(useCallback(() => loadSessionMessages(session.id), [session.id]));
  return (
    <ToolData data={data} what="the messages">
      {(messages) => <Transcript session={session} messages={messages} />}
    </ToolData>
  );
}

function Transcript({ session, messages }: { session: PastSession; messages: readonly PastMessage[] }) {
  if (messages.length === 0) return <p className="admin-muted">No messages in this session.</p>;
  const download = () =>
    downloadFile(
      transcriptText(messages.map(({ role, text, created_at }) => ({ role, text, at: created_at }))),
      `voice-session-${session.id.slice(-8)}.txt`,
    );
  return (
    <div className="admin-stack">
      <ol className="voice-transcript">
        {messages.map((message) => (
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
  const data = useToolData(loadPastSessions);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ToolData
      data={data}
      what="the past sessions"
      isEmpty={(sessions) => sessions.length === 0}
      empty={<ToolEmpty title="No sessions yet">A conversation started with the assistant is listed here.</ToolEmpty>}
    >
      {(sessions) => (
        <ul className="voice-sessions">
          {sessions.map((session) => (
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
      )}
    </ToolData>
  );
}
