import { useState, type FormEvent, type KeyboardEvent } from 'react';

interface ComposerProps {
  streaming: boolean;
  send(question: string): Promise<boolean>;
  stop(): void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; Stop ends the reply being written. */
export function Composer({ streaming, send, stop }: ComposerProps) {
  const [question, setQuestion] = useState('');
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const text = question.trim();
    if (!text || streaming) return;
    setQuestion('');
    if (!(await send(text))) setQuestion(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void submit(event);
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      <div className="form-field">
        <label htmlFor="chat-question">Your question</label>
        <textarea
          id="chat-question"
          rows={3}
          maxLength={4000}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <p className="form-hint">Enter sends; Shift+Enter starts a new line.</p>
      </div>
      <div className="admin-actions">
        {streaming ? (
          <button type="button" className="button" onClick={stop}>
            Stop
          </button>
        ) : (
          <button type="submit" className="button button-primary" disabled={!question.trim()}>
            Send
          </button>
        )}
      </div>
    </form>
  );
}
