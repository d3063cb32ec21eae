/**
 * The account page's calls to the backend functions, with the page's one client (so the caller's
 * own token goes with them): the export as a file to save, and the deletion confirmed by the
 * account's address. A refusal comes back with the server's message, which the page shows as it is.
 */
import { getSupabase } from '../auth/supabaseClient.ts';
import { functionRefusal } from '../functionRefusal.ts';
import { isRecord, isString } from '../plainChecks.ts';

export type AccountCall<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

async function invoke(name: string, body: Record<string, unknown>): Promise<AccountCall<unknown>> {
  const { data, error } = await (await getSupabase()).functions.invoke(name, { body });
  if (error) return { ok: false, ...(await functionRefusal(error)) };
  return { ok: true, value: data };
}

/** Everything the site keeps about the signed-in person, as the file the browser saves. */
export async function accountDataFile(): Promise<AccountCall<File>> {
  const answer = await invoke('account-export', {});
  if (!answer.ok) return answer;
  const exportedAt = isRecord(answer.value) && isString(answer.value.exported_at) ? answer.value.exported_at : new Date().toISOString();
  const name = `account-data-${exportedAt.slice(0, 10)}.json`;
  return { ok: true, value: new File([JSON.stringify(answer.value, null, 2)], name, { type: 'application/json' }) };
}

/** Deletes the signed-in person's account; `email` is the address they typed to confirm. */
export async function deleteAccount(email: string): Promise<AccountCall<null>> {
  const answer = await invoke('account-delete', { email });
  return answer.ok ? { ok: true, value: null } : answer;
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(file: File, doc: Document = document): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(doc.createElement('a'), { href: url, download: file.name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
