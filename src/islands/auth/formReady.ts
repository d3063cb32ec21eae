import type { Credentials } from '../../lib/auth/credentials.ts';

/** The attribute a form carries once its island has hydrated and handles its own submits. */
export const formReadyAttribute = 'data-ready';

/**
 * A ref for the form that marks it ready in the commit that hydrates it, the moment its submit
 * handler is attached, so a submit that waited for the island's code (see
 * src/islands/directives/onInteraction.ts) is sent then, and once only.
 */
export function markFormReady(form: HTMLFormElement | null): void {
  form?.setAttribute(formReadyAttribute, '');
}

/**
 * The email and password as the fields show them. Read from the form, not from state: what was
 * typed before hydration reaches state only after it (the fields adopt it in an effect), and a
 * submit that waited for hydration can come in between.
 */
export function typedCredentials(form: HTMLFormElement): Credentials {
  return { email: typedValue(form, 'email'), password: typedValue(form, 'password') };
}

/** What the form's input named `name` holds now (see typedCredentials for why not state). */
export function typedValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}
