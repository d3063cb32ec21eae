import { type ReactNode, useState } from 'react';

/**
 * Copies a text to the clipboard and says so beside the button (a live region, so a screen reader
 * hears it too); where the browser refuses, it says to select the text instead. The text itself
 * stays shown beside it, so nothing depends on the clipboard.
 */
export function CopyButton({ text, label }: { text: string; label: ReactNode }) {
  const [said, setSaid] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied.');
    } catch {
      setSaid('The browser refused to copy: select the text and copy it yourself.');
    }
  }
  return (
    <span className="admin-copy">
      <button type="button" className="button" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="admin-muted">
        {said}
      </span>
    </span>
  );
}
