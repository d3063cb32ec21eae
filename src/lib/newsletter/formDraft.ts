/**
 * What a reader typed into a form that could not be sent for want of a connection, kept in
 * sessionStorage per page, so a reload while offline loses nothing: the page puts it back into the
 * empty fields on load and says so, follows later typing, and forgets it once the form is sent.
 * The newsletter and contact forms both use it; this code loads with a form's code, or on a page
 * load that finds a draft, and the contact form's offline words are here too.
 */
import type { ToastInput } from '../toasts/toastStore.ts';
import { removeStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { draftFields, draftKey, draftOf, keepDraft, type DraftField } from './draftStore.ts';
import { newsletterOfflineText } from './newsletterOffline.ts';

export { keepDraft, type DraftField } from './draftStore.ts';

export { formDraftKeyPrefix } from '../storageKeys.ts';

export const draftRestoredToast: ToastInput = {
  title: 'Your draft is back',
  description: 'What you typed before the connection dropped is in the form again. Send it once you are online.',
};

export const newsletterOfflineToast: ToastInput = { title: 'You are offline', description: newsletterOfflineText };

export function hasDraft(store: KeyValueStore, path: string): boolean {
  return Object.keys(draftOf(store, path)).length > 0;
}

export function dropDraft(store: KeyValueStore, path: string, fields: readonly DraftField[]): void {
  const sent = new Set(fields.map(({ id }) => id));
  const left = Object.entries(draftOf(store, path)).filter(([id]) => !sent.has(id));
  if (left.length === 0) removeStored(store, draftKey(path));
  else writeStored(store, draftKey(path), Object.fromEntries(left));
}

/** Puts the draft back into the fields still empty (what a reader typed since wins); the count it filled. */
export function restoreDraft(store: KeyValueStore, path: string, fields: readonly DraftField[]): number {
  const draft = draftOf(store, path);
  const empty = fields.filter((field) => field.value === '' && draft[field.id]);
  for (const field of empty) field.value = draft[field.id] ?? '';
  return empty.length;
}

/** Keeping and forgetting one form's draft, as the form's code calls them. */
export interface FormDraft {
  keep(): void;
  drop(): void;
}

export function formDraft(root: ParentNode, store: KeyValueStore, path: string): FormDraft {
  return { keep: () => keepDraft(store, path, draftFields(root)), drop: () => dropDraft(store, path, draftFields(root)) };
}

/**
 * On page load: restores the drafts of the forms `selector` finds, calling `restored` when it
 * filled any, then keeps a form's draft up to date while the reader types, once one exists.
 */
export function followDrafts(doc: Document, selector: string, store: KeyValueStore, restored: () => void): void {
  const path = doc.location.pathname;
  const fields = Array.from(doc.querySelectorAll<HTMLElement>(selector), draftFields).flat();
  if (hasDraft(store, path) && restoreDraft(store, path, fields) > 0) restored();
  doc.addEventListener('input', (event) => {
    const root = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
    if (root && hasDraft(store, path)) keepDraft(store, path, draftFields(root));
  });
}
