import { atom } from 'nanostores';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until the reader closes it. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
  /** False once dismissed: it stays listed for `toastExitDuration` so it can fade out. */
  open: boolean;
}

export const maxVisibleToasts = 3;
export const defaultToastDuration = 4000;
export const toastExitDuration = 200;

/** The clock, passed in so the durations can be tested with a fake one. */
export interface ToastTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The site's one toast system: at most 3 listed, the oldest goes first; add, update, dismiss, remove. */
export function createToastStore(timers: ToastTimers) {
  const $toasts = atom<readonly Toast[]>([]);
  const timersById = new Map<string, unknown>();
  let created = 0;

  function schedule(id: string, ms: number, action: (id: string) => void): void {
    cancel(id);
    if (!Number.isFinite(ms)) return;
    timersById.set(
      id,
      timers.set(() => {
        timersById.delete(id);
        action(id);
      }, ms),
    );
  }

  function cancel(id: string): void {
    if (timersById.has(id)) timers.clear(timersById.get(id));
    timersById.delete(id);
  }

  const targets = (id?: string) => $toasts.get().filter((toast) => id === undefined || toast.id === id);

  function add(input: ToastInput): string {
    created += 1;
    const toast: Toast = { variant: 'default', duration: defaultToastDuration, ...input, id: `toast-${created}`, open: true };
    const listed = [...$toasts.get(), toast];
    for (const dropped of listed.slice(0, -maxVisibleToasts)) cancel(dropped.id);
    $toasts.set(listed.slice(-maxVisibleToasts));
    schedule(toast.id, toast.duration, dismiss);
    return toast.id;
  }

  function update(id: string, changes: Partial<ToastInput>): void {
    $toasts.set($toasts.get().map((toast) => (toast.id === id ? { ...toast, ...changes } : toast)));
    const updated = targets(id)[0];
    if (changes.duration !== undefined && updated?.open) schedule(id, changes.duration, dismiss);
  }

  /** Closes one toast, or all without an id; it leaves the list after its exit animation. */
  function dismiss(id?: string): void {
    const closing = new Set(
      targets(id)
        .filter((toast) => toast.open)
        .map((toast) => toast.id),
    );
    $toasts.set($toasts.get().map((toast) => (closing.has(toast.id) ? { ...toast, open: false } : toast)));
    for (const closedId of closing) schedule(closedId, toastExitDuration, remove);
  }

  /** Takes one toast, or all without an id, out of the list at once. */
  function remove(id?: string): void {
    const removing = new Set(targets(id).map((toast) => toast.id));
    removing.forEach(cancel);
    $toasts.set($toasts.get().filter((toast) => !removing.has(toast.id)));
  }

  return { $toasts, add, update, dismiss, remove };
}
