/**
 * Loads a form's code only when a reader first uses it (focus, typing or submit), so a reader who
 * never touches the form downloads nothing. Submits are always taken here and handed to the
 * loaded controller, so a submit that arrives before the code is ready is not lost. A submit whose
 * code cannot be downloaded (offline, before the worker kept it) goes to `unavailable`, which says
 * so and keeps what was typed, rather than doing nothing. A form already in use when this runs
 * (focused, or typed into while the page's scripts were still on their way) loads at once.
 */
export interface FormController {
  submit(): Promise<void> | void;
}

export function armOnFirstUse<T extends FormController>(
  doc: Document,
  selector: string,
  load: (root: HTMLElement) => Promise<T>,
  unavailable: (root: HTMLElement) => void,
): void {
  const controllers = new WeakMap<HTMLElement, Promise<T>>();
  const controllerFor = (root: HTMLElement): Promise<T> => {
    let controller = controllers.get(root);
    if (!controller) {
      controller = load(root);
      controllers.set(root, controller);
      // A failed download (offline, a new deploy) is tried again on the next use.
      controller.catch((error: unknown) => {
        controllers.delete(root);
        console.error(error);
      });
    }
    return controller;
  };
  const rootOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null);
  const warm = (event: Event) => {
    const root = rootOf(event);
    if (root) controllerFor(root).catch(() => undefined);
  };
  for (const root of doc.querySelectorAll<HTMLElement>(selector)) {
    if (inUse(root, doc.activeElement)) controllerFor(root).catch(() => undefined);
  }
  doc.addEventListener('focusin', warm);
  doc.addEventListener('input', warm);
  doc.addEventListener('submit', (event) => {
    const root = rootOf(event);
    if (!root) return;
    event.preventDefault();
    controllerFor(root).then(
      (controller) => controller.submit(),
      () => unavailable(root),
    );
  });
}

/** Whether a reader is in the form, or has typed or chosen something in it. */
function inUse(root: HTMLElement, focused: Element | null): boolean {
  if (focused !== null && root.contains(focused)) return true;
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  return [...fields].some((field) => field.value !== field.defaultValue || ('checked' in field && field.checked !== field.defaultChecked));
}
