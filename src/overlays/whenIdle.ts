/** The longest a task waits for an idle moment on a page that never goes quiet. */
export const IDLE_TIMEOUT_MS = 3000;

type IdleWindow = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>;

/** Runs `task` when the browser is idle; Safari has no `requestIdleCallback`, so a timer stands in. */
export function whenIdle(win: IdleWindow, task: () => void): void {
  if (win.requestIdleCallback) win.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(task, 1);
}
