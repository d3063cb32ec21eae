import { getSupabase } from './supabaseClient.ts';
import { connectSession } from './sessionSync.ts';

let started: Promise<void> | undefined;

/** Restores the session once per page, whoever asks first (wireAuth.ts, the guard, a form). */
export function startSession(): Promise<void> {
  started ??= getSupabase().then((client) =>
    connectSession(client, { adminCache: sessionStorage, defer: (task) => setTimeout(task, 0), log: console }),
  );
  return started;
}
