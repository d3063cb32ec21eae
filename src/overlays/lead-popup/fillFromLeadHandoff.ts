import type { KeyValueStore } from '../../lib/storage/keyValueStore.ts';
import { takeLeadHandoff } from './leadHandoff.ts';

/**
 * Fills the contact form's empty name and email fields with what a lead popup handed over. Loaded
 * by the contact page only when there is something (src/components/contact/ContactForm.astro),
 * so the page's own script stays as small as it was.
 */
export function fillFromLeadHandoff(root: ParentNode, session: KeyValueStore): void {
  const handoff = takeLeadHandoff(session);
  if (!handoff) return;
  for (const [name, value] of Object.entries(handoff)) {
    const field = root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (field && field.value === '' && value) field.value = value;
  }
}
