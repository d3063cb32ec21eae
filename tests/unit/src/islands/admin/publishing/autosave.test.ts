import { describe, expect, it } from 'vitest';
import {
  autosaveLine,
  createAutosaver,
  edited,
  freshAutosave,
  saveFailed,
  saveStarted,
  saveSucceeded,
  type Timers,
} from '../../../../../../src/islands/admin/publishing/autosave.ts';

/** A clock the test moves by hand: timers run only when it says so. */
function fakeTimers() {
  let now = 0;
  const waiting = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const timers: Timers = {
    set: (run, ms) => {
      waiting.set(next, { at: now + ms, run });
      return next++;
    },
    clear: (handle) => waiting.delete(handle as number),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...waiting]) {
      if (timer.at > now) continue;
      waiting.delete(handle);
      timer.run();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { timers, advance };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the autosave line', () => {
  it('says Saved, Unsaved changes, Saving… and Not saved: why', () => {
    expect(autosaveLine(freshAutosave)).toBe('Saved');
    const typed = edited(freshAutosave);
    expect(autosaveLine(typed)).toBe('Unsaved changes');
    expect(autosaveLine(saveStarted(typed))).toBe('Saving…');
    expect(autosaveLine(saveSucceeded(saveStarted(typed)))).toBe('Saved');
    expect(autosaveLine(saveFailed(saveStarted(typed), 'the server could not be reached.'))).toBe(
      'Not saved: the server could not be reached.',
    );
  });

  it('never calls saved an edit made while a save was on its way', () => {
    const saving = saveStarted(edited(freshAutosave));
    const typedMeanwhile = edited(saving);
    expect(autosaveLine(saveSucceeded(typedMeanwhile))).toBe('Unsaved changes');
  });
});

describe('the autosaver', () => {
  it('saves once, a moment after the last of several quick edits', async () => {
    const clock = fakeTimers();
    let saves = 0;
    const saver = createAutosaver({ save: async () => void saves++, delayMs: 800, timers: clock.timers, onChange: () => {} });
    saver.edited();
    await clock.advance(500);
    saver.edited();
    await clock.advance(500);
    expect(saves).toBe(0);
    await clock.advance(300);
    expect(saves).toBe(1);
    expect(autosaveLine(saver.state())).toBe('Saved');
  });

  it('saves edits typed during a save after it, one save at a time', async () => {
    const clock = fakeTimers();
    const calls: ReturnType<typeof deferred>[] = [];
    const saver = createAutosaver({
      save: () => {
        const call = deferred();
        calls.push(call);
        return call.promise;
      },
      delayMs: 800,
      timers: clock.timers,
      onChange: () => {},
    });
    saver.edited();
    await clock.advance(800);
    expect(calls).toHaveLength(1);
    saver.edited();
    await clock.advance(800);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve();
    await clock.advance(0);
    // The edit waited for the first save, then went at once.
    expect(calls).toHaveLength(2);
    expect(autosaveLine(saver.state())).toBe('Saving…');
    calls[1]?.resolve();
    await clock.advance(800);
    expect(autosaveLine(saver.state())).toBe('Saved');
    expect(calls).toHaveLength(2);
  });

  it('says why a save failed, and saves again at the next edit', async () => {
    const clock = fakeTimers();
    let fail = true;
    const saver = createAutosaver({
      save: async () => {
        if (fail) throw new Error('the server could not be reached.');
      },
      delayMs: 800,
      timers: clock.timers,
      onChange: () => {},
    });
    saver.edited();
    await clock.advance(800);
    expect(autosaveLine(saver.state())).toBe('Not saved: the server could not be reached.');
    fail = false;
    saver.edited();
    await clock.advance(800);
    expect(autosaveLine(saver.state())).toBe('Saved');
  });

  it('holds a save back with the reason while a problem stands', async () => {
    const clock = fakeTimers();
    let saves = 0;
    let problem: string | null = 'the slug “x” is taken.';
    const saver = createAutosaver({
      save: async () => void saves++,
      problem: () => problem,
      delayMs: 800,
      timers: clock.timers,
      onChange: () => {},
    });
    saver.edited();
    await clock.advance(800);
    expect(saves).toBe(0);
    expect(autosaveLine(saver.state())).toBe('Not saved: the slug “x” is taken.');
    problem = null;
    expect(await saver.saveNow()).toBe(true);
    expect(saves).toBe(1);
  });

  it('waits for a button when saving is not automatic, and saves at once when asked', async () => {
    const clock = fakeTimers();
    let saves = 0;
    const saver = createAutosaver({
      save: async () => void saves++,
      automatic: () => false,
      delayMs: 800,
      timers: clock.timers,
      onChange: () => {},
    });
    saver.edited();
    await clock.advance(5000);
    expect(saves).toBe(0);
    expect(autosaveLine(saver.state())).toBe('Unsaved changes');
    expect(await saver.saveNow()).toBe(true);
    expect(saves).toBe(1);
  });
});
