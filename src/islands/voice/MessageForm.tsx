import { useStore } from '@nanostores/react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { $voice, send } from '../../stores/voice.ts';

/** The text box: Enter sends, Shift+Enter starts a new line; what was typed stays until it is sent. */
export function MessageForm() {
  const { isLoading } = useStore($voice);
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className="voice-form" onSubmit={submit}>
      <label htmlFor="voice-message">Message</label>
      <textarea
        id="voice-message"
        rows={2}
        maxLength={2000}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button-primary" disabled={blank || isLoading}>
        Send
      </button>
    </form>
  );
}
