/** The longest a task waits for an idle moment on a page that never goes quiet. */
const idleTimeoutMs = 3000;

type IdleWindow = Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>;

/** Runs `task` when the browser is idle; Safari has no `requestIdleCallback`, so a timer stands in. */
export function whenIdle(win: IdleWindow, task: () => void): void {
  if (win.requestIdleCallback) win.requestIdleCallback(() => task(), { timeout: idleTimeoutMs });
  else win.setTimeout(task, 1);
}
