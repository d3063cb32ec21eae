import { describe, expect, it } from 'vitest';
import { createToastStore, defaultToastDuration, toastExitDuration, type ToastTimers } from '../../../../../src/lib/toasts/toastStore.ts';

/** A clock the test moves by hand: timers fire only when `advance` passes their time. */
function fakeClock() {
  let now = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  let nextHandle = 0;
  const timers: ToastTimers = {
    set(callback, ms) {
      nextHandle += 1;
      pending.set(nextHandle, { at: now + ms, callback });
      return nextHandle;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  function advance(ms: number): void {
    now += ms;
    for (const [handle, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now && pending.delete(handle)) timer.callback();
    }
  }
  return { timers, advance, pendingCount: () => pending.size };
}

function setup() {
  const clock = fakeClock();
  const store = createToastStore(clock.timers);
  const titles = () => store.$toasts.get().map((toast) => toast.title);
  return { clock, store, titles };
}

describe('the toast store', () => {
  it('keeps at most 3 toasts, dropping the oldest first', () => {
    const { store, titles, clock } = setup();
    for (const title of ['one', 'two', 'three', 'four']) store.add({ title });
    expect(titles()).toEqual(['two', 'three', 'four']);
    expect(clock.pendingCount()).toBe(3);
  });

  it('fills in the default variant and the 4000 ms duration', () => {
    const { store } = setup();
    store.add({ title: 'Saved' });
    expect(store.$toasts.get()[0]).toMatchObject({ variant: 'default', duration: 4000, open: true });
    expect(defaultToastDuration).toBe(4000);
  });

  it('closes a toast after its duration and removes it after the exit animation', () => {
    const { store, clock, titles } = setup();
    store.add({ title: 'Saved' });
    clock.advance(defaultToastDuration - 1);
    expect(store.$toasts.get()[0]?.open).toBe(true);
    clock.advance(1);
    expect(store.$toasts.get()[0]?.open).toBe(false);
    clock.advance(toastExitDuration);
    expect(titles()).toEqual([]);
  });

  it('honours a custom duration, and Infinity keeps a toast until it is closed', () => {
    const { store, clock } = setup();
    const quick = store.add({ title: 'Quick', duration: 1000 });
    store.add({ title: 'Sticky', variant: 'destructive', duration: Infinity });
    clock.advance(1000);
    expect(store.$toasts.get().map((toast) => [toast.id === quick, toast.open])).toEqual([
      [true, false],
      [false, true],
    ]);
    clock.advance(60_000);
    expect(store.$toasts.get().map((toast) => toast.title)).toEqual(['Sticky']);
  });

  it('dismisses one toast or all of them', () => {
    const { store, clock, titles } = setup();
    const first = store.add({ title: 'first' });
    store.add({ title: 'second' });
    store.dismiss(first);
    expect(store.$toasts.get().map((toast) => toast.open)).toEqual([false, true]);
    store.dismiss();
    clock.advance(toastExitDuration);
    expect(titles()).toEqual([]);
  });

  it('removes at once and cancels the toast’s timers', () => {
    const { store, clock, titles } = setup();
    const id = store.add({ title: 'gone' });
    store.remove(id);
    expect(titles()).toEqual([]);
    expect(clock.pendingCount()).toBe(0);
  });

  it('updates text in place and restarts the clock when the duration changes', () => {
    const { store, clock } = setup();
    const id = store.add({ title: 'Sending…' });
    clock.advance(3000);
    store.update(id, { title: 'Sent', duration: 2000 });
    clock.advance(1500);
    expect(store.$toasts.get()[0]).toMatchObject({ title: 'Sent', open: true });
    clock.advance(500);
    expect(store.$toasts.get()[0]?.open).toBe(false);
  });
});
