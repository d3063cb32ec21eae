import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormField } from '../../shared/FormField.tsx';

interface ComposerProps {
  streaming: boolean;
  send(question: string): Promise<boolean>;
  stop(): void;
}

/** The question box: Enter sends, Shift+Enter starts a new line; Stop (or Escape) ends the reply being written. */
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
    if (event.key === 'Escape' && streaming) {
      event.preventDefault();
      stop();
    }
  };
  return (
    <form className="chat-composer" onSubmit={submit}>
      <FormField id="chat-question" label="Your question" hint="Enter sends; Shift+Enter starts a new line; Escape stops a reply.">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={4000}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      <div className="admin-actions">
        {/* One button that turns from Send into Stop and back, never disabled, so keyboard focus stays on it; a blank question is not sent. */}
        <button
          type={streaming ? 'button' : 'submit'}
          className={streaming ? 'button' : 'button button-primary'}
          aria-disabled={!streaming && !question.trim()}
          onClick={streaming ? stop : undefined}
        >
          {streaming ? 'Stop' : 'Send'}
        </button>
      </div>
    </form>
  );
}
