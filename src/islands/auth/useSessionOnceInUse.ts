import { useEffect } from 'react';
import { startSession } from '../../lib/auth/startSession.ts';

/**
 * Starts the page's session once the form is in use (it hydrates on the reader's first interaction),
 * so supabase-js is on its way before the first submit and the header changes the moment the
 * reader signs in.
 */
export function useSessionOnceInUse(): void {
  useEffect(() => {
    startSession().catch((error: unknown) => console.error('The session could not be started.', error));
  }, []);
}
