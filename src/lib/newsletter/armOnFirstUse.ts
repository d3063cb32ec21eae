/**
 * Loads a form's code only when a reader first uses it (focus, typing or submit), so a reader who
 * never touches the form downloads nothing. Submits are always taken here and handed to the
 * loaded controller, so a submit that arrives before the code is ready is not lost. A submit whose
 * code cannot be downloaded (offline, before the worker kept it) goes to `unavailable`, which says
 * so and keeps what was typed, rather than doing nothing.
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
