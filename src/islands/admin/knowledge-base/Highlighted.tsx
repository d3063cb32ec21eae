import type { ReactNode } from 'react';

/** The marks the search puts around matched words (private-use characters, never HTML). */
const start = '\uE000';
const stop = '\uE001';

/** Text and highlighted parts in order, from the search's marked text; a stray mark is dropped. */
export function highlightedParts(marked: string): { text: string; highlighted: boolean }[] {
  const parts: { text: string; highlighted: boolean }[] = [];
  let highlighted = false;
  let text = '';
  const flush = () => {
    if (text) parts.push({ text, highlighted });
    text = '';
  };
  for (const character of marked) {
    if (character === start || character === stop) {
      flush();
      highlighted = character === start;
    } else text += character;
  }
  flush();
  return parts;
}

/** The marked text with its matches as <mark> elements: React escapes the rest. */
export function Highlighted({ text }: { text: string }): ReactNode {
  return highlightedParts(text).map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
    part.highlighted ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
  );
}
