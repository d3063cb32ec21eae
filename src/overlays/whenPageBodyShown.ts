/**
 * Runs `then` once the page's body is on screen. A signed-in or admin page keeps its body hidden
 * until the guard allows it; help about a page the visitor cannot open (the sign-in redirect or
 * the Admin Access Required card) would only confuse, so it waits, and never comes if denied.
 */
export function whenPageBodyShown(doc: Document, then: () => void): void {
  const body = doc.querySelector<HTMLElement>('[data-guard-body]');
  if (!body?.hidden) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (body.hidden) return;
    observer.disconnect();
    then();
  });
  observer.observe(body, { attributes: true, attributeFilter: ['hidden'] });
}
