import { isString, recordOf } from '../plainChecks.ts';
import { readStored, writeStored, type KeyValueStore } from '../storage/keyValueStore.ts';
import { formDraftKeyPrefix } from '../storageKeys.ts';

/**
 * Where a page's form drafts are kept (sessionStorage, field id → text as typed), apart from the
 * rest of the draft code (formDraft.ts): a form whose own code cannot be downloaded keeps its
 * draft with this alone, from the code every page loads at once.
 */
export interface DraftField {
  id: string;
  value: string;
}

const isDraft = recordOf(isString);
export const draftKey = (path: string) => `${formDraftKeyPrefix}${path}`;
export const draftOf = (store: KeyValueStore, path: string) => readStored(store, draftKey(path), isDraft) ?? {};

export function keepDraft(store: KeyValueStore, path: string, fields: readonly DraftField[]): void {
  writeStored(store, draftKey(path), { ...draftOf(store, path), ...Object.fromEntries(fields.map(({ id, value }) => [id, value])) });
}

/** The fields a reader types into, with an id; never the honeypot that people and assistive technology do not meet. */
export function draftFields(root: ParentNode): (HTMLInputElement | HTMLTextAreaElement)[] {
  return Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[id], textarea[id]')).filter(
    (field) => field.type !== 'hidden' && !field.closest('[aria-hidden="true"]'),
  );
}
