import { isRecord, isString } from '../../lib/plainChecks.ts';
import { readStored, removeStored, writeStored, type KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { leadHandoffKey } from '../../lib/storageKeys.ts';

export interface LeadHandoff {
  name: string;
  email: string;
}

const isHandoff = (value: unknown): value is LeadHandoff => isRecord(value) && isString(value.name) && isString(value.email);

/** Keeps what was typed into the popup for the contact page, so the reader is never asked twice. */
export function keepLeadHandoff(session: KeyValueStore, typed: LeadHandoff): void {
  const name = typed.name.trim();
  const email = typed.email.trim();
  if (name || email) writeStored(session, leadHandoffKey, { name, email });
}

/** What the popup handed over, once: it is removed as it is read. */
export function takeLeadHandoff(session: KeyValueStore): LeadHandoff | undefined {
  const handoff = readStored(session, leadHandoffKey, isHandoff);
  removeStored(session, leadHandoffKey);
  return handoff;
}
