/** Work the functions leave running after their answer (the runner a Run starts), which the backend waits for before it closes. */
export function backgroundWork() {
  const running = new Set<Promise<unknown>>();
  return {
    add(work: Promise<unknown>) {
      const tracked = work.catch(() => {}).finally(() => running.delete(tracked));
      running.add(tracked);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
