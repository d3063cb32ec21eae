/**
 * Wires every `[data-sign-out]` button of the page, including ones drawn later. `signOut` is
 * passed in, so the page script loads the sign-out code (and supabase-js) only when pressed.
 */
export function listenForSignOut(doc: Document, signOut: () => Promise<void>): void {
  doc.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-sign-out]') : null;
    if (!button || button.disabled) return;
    button.disabled = true;
    signOut().catch((error: unknown) => {
      console.error('Sign-out failed.', error);
      button.disabled = false;
    });
  });
}
