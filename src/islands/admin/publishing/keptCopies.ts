import { readStored, removeStored, writeStored, type KeyValueStore } from '../../../lib/storage/keyValueStore.ts';

/**
 * What the owner typed, kept in this browser until the server has it: a closed tab, a crash or a
 * lost connection never loses a paragraph. After a reload the editor offers the copy back when
 * it differs from the saved piece.
 */
export interface KeptCopy {
  fields: Record<string, string>;
  keptAt: string;
}

/** One key per piece; a piece not yet created has its own key per kind. */
export function keptCopyKey(kind: string, id: string | null): string {
  return `publishing.unsaved.${kind}.${id ?? 'new'}`;
}

const isKeptCopy = (value: unknown): value is KeptCopy => {
  if (typeof value !== 'object' || value === null) return false;
  const { fields, keptAt } = value as Record<string, unknown>;
  return (
    typeof keptAt === 'string' &&
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((field) => typeof field === 'string')
  );
};

/** Keeps the fields; false when the browser refused (storage full or blocked). */
export function keepCopy(store: KeyValueStore, key: string, fields: Record<string, string>, now: Date): boolean {
  return writeStored(store, key, { fields, keptAt: now.toISOString() } satisfies KeptCopy);
}

export function readCopy(store: KeyValueStore, key: string): KeptCopy | null {
  return readStored(store, key, isKeptCopy) ?? null;
}

export function dropCopy(store: KeyValueStore, key: string): void {
  removeStored(store, key);
}

/** A kept copy worth offering back: one holding something the saved fields do not. */
export function copyDiffers(copy: KeptCopy, saved: Record<string, string>): boolean {
  return Object.entries(copy.fields).some(([name, value]) => (saved[name] ?? '') !== value);
}
