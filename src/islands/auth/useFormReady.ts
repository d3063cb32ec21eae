import { useEffect, useState } from 'react';

/** The attribute a form carries once its island has hydrated and its fields adopted what was typed. */
export const formReadyAttribute = 'data-ready';

/**
 * Marks the form ready after hydration, in the same render as the fields' adopted values (their
 * effects run before this one), so a submit that waited for the island's code (see
 * src/islands/directives/onInteraction.ts) is sent with what the reader typed.
 */
export function useFormReady(): { [formReadyAttribute]?: '' } {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? { [formReadyAttribute]: '' } : {};
}
