import { describe, expect, it } from 'vitest';
import { afterPaintLoader, latestStartMs } from '../../../integrations/afterPaintLoader.ts';

type Listener = (event: FakeEvent) => void;
interface FakeElement {
  name: string;
  tagName: string;
  closest: (selector: string) => FakeElement | null;
  click: () => void;
  requestSubmit: (submitter?: FakeElement) => void;
}
interface FakeEvent {
  type: 'click' | 'submit';
  target: FakeElement;
  submitter?: FakeElement;
  stopped: boolean;
  prevented: boolean;
  preventDefault: () => void;
  stopImmediatePropagation: () => void;
}

/**
 * Runs a loader against a fake page: frame clock, timers, paint timing, click listeners and
 * imports the test resolves. What it adds to the head, imports and lets handlers see is recorded.
 */
function runLoader(loader: string, { hidden = false, paintTiming = true } = {}) {
  const added: string[] = [];
  const imported: string[] = [];
  const pendingImports: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: ((entries: string[]) => void)[] = [];
  const captureListeners = new Map<string, Set<Listener>>([
    ['click', new Set()],
    ['submit', new Set()],
  ]);
  const handled: string[] = [];
  const document = {
    hidden,
    documentElement: { dataset: {} as Record<string, string> },
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => added.push(`${link.rel} ${link.href}`) },
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    disconnected = false;
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: FakePerformanceObserver) => void) {
      observers.push((names) => {
        if (!this.disconnected) callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
      });
    }
    observe({ type, buffered }: { type: string; buffered: boolean }) {
      expect({ type, buffered }).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  /** An event as the browser dispatches it: capture listeners first, then the page's handlers unless stopped. */
  const dispatch = (type: FakeEvent['type'], target: FakeElement, submitter?: FakeElement) => {
    const event: FakeEvent = {
      type,
      target,
      submitter,
      stopped: false,
      prevented: false,
      preventDefault: () => {
        event.prevented = true;
      },
      stopImmediatePropagation: () => {
        event.stopped = true;
      },
    };
    for (const listener of captureListeners.get(type) ?? []) listener(event);
    if (!event.stopped) handled.push(`${type} ${target.name}${submitter ? ` by ${submitter.name}` : ''}`);
    return event;
  };
  const element = (name: string, tagName: string, matches: string[] = []): FakeElement => {
    const self: FakeElement = {
      name,
      tagName,
      closest: (selector) => (matches.includes(selector) ? self : null),
      click: () => dispatch('click', self),
      requestSubmit: (submitter) => dispatch('submit', self, submitter),
    };
    return self;
  };
  const button = (name: string) => element(name, 'BUTTON', ['button[type=button]']);
  const link = (name: string) => element(name, 'A');
  const form = (name: string, { inIsland = false } = {}) => element(name, 'FORM', inIsland ? ['astro-island'] : []);
  new Function(
    'document',
    'self',
    'requestAnimationFrame',
    'setTimeout',
    'addEventListener',
    'removeEventListener',
    'importModule',
    loader.replace(/\bimport\(/g, 'importModule('),
  )(
    document,
    { PerformanceObserver: FakePerformanceObserver },
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ run: callback, ms }),
    (type: string, listener: Listener, capture: boolean) => capture && captureListeners.get(type)?.add(listener),
    (type: string, listener: Listener, capture: boolean) => capture && captureListeners.get(type)?.delete(listener),
    (source: string) => {
      imported.push(source);
      return new Promise<void>((resolve, reject) => pendingImports.push({ resolve, reject }));
    },
  );
  return {
    added,
    imported,
    frames,
    timers,
    handled,
    scriptsRan: () => document.documentElement.dataset.scripts === 'ran',
    button,
    link,
    form,
    press: (target: FakeElement) => dispatch('click', target),
    submit: (target: FakeElement, submitter?: FakeElement) => dispatch('submit', target, submitter),
    paint: (...names: string[]) => {
      for (const observer of observers) observer(names);
    },
    /** Every import started so far arrives and runs, or fails to load. */
    arrive: async (loads = true) => {
      for (const pending of pendingImports.splice(0)) {
        if (loads) pending.resolve();
        else pending.reject(new Error('offline'));
      }
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const onlyPage = { stylesheets: [], preloads: [], entries: ['/_astro/page.js'] };

describe('the after-paint loader', () => {
  it('adds the stylesheets, preloads what the scripts import and imports the scripts, once the first contentful paint is reported', () => {
    const run = runLoader(
      afterPaintLoader({
        stylesheets: ['/_astro/site.css'],
        preloads: ['/_astro/shared.js'],
        entries: ['/_astro/form.js', '/_astro/page.js'],
      }),
    );
    run.paint('first-paint');
    expect(run.timers.filter(({ ms }) => ms === 0)).toEqual([]);
    run.paint('first-contentful-paint');
    expect(run.added).toEqual([]);
    run.timers.find(({ ms }) => ms === 0)?.run();
    expect(run.added).toEqual(['stylesheet /_astro/site.css', 'modulepreload /_astro/shared.js']);
    expect(run.imported).toEqual(['/_astro/form.js', '/_astro/page.js']);
  });

  it('starts once only, and at the latest after a few seconds without a contentful paint', () => {
    const run = runLoader(afterPaintLoader(onlyPage));
    run.timers.find(({ ms }) => ms === latestStartMs)?.run();
    expect(run.imported).toEqual(['/_astro/page.js']);
    run.paint('first-contentful-paint');
    for (const timer of run.timers) timer.run();
    expect(run.imported).toEqual(['/_astro/page.js']);
  });

  it('starts after the next frame in a browser without paint timing', () => {
    const run = runLoader(afterPaintLoader(onlyPage), { paintTiming: false });
    expect(run.imported).toEqual([]);
    run.frames.shift()?.();
    run.timers.shift()?.run();
    expect(run.imported).toEqual(['/_astro/page.js']);
  });

  it('starts at once in a tab that paints nothing', () => {
    const run = runLoader(afterPaintLoader(onlyPage), { hidden: true });
    expect(run.imported).toEqual(['/_astro/page.js']);
    expect(run.frames).toEqual([]);
  });

  it('holds the presses on buttons and the forms sent before every script has run, and makes them again after, in order, once', async () => {
    const run = runLoader(afterPaintLoader({ stylesheets: [], preloads: [], entries: ['/_astro/page.js', '/_astro/contact.js'] }), {
      hidden: true,
    });
    expect(run.press(run.button('Reject all')).prevented).toBe(true);
    const sent = run.submit(run.form('contact'), run.button('Send message'));
    expect(sent.prevented).toBe(true);
    run.press(run.button('Theme'));
    expect(run.handled).toEqual([]);
    expect(run.scriptsRan()).toBe(false);
    await run.arrive();
    expect(run.scriptsRan()).toBe(true);
    expect(run.handled).toEqual(['click Reject all', 'submit contact by Send message', 'click Theme']);
    run.press(run.button('Copy prompt'));
    run.submit(run.form('newsletter'));
    expect(run.handled).toEqual([
      'click Reject all',
      'submit contact by Send message',
      'click Theme',
      'click Copy prompt',
      'submit newsletter',
    ]);
  });

  it('when a script fails to load, makes the presses again but keeps forms from going to the server natively', async () => {
    const run = runLoader(afterPaintLoader(onlyPage), { hidden: true });
    run.press(run.button('Reject all'));
    run.submit(run.form('newsletter'), run.button('Subscribe'));
    await run.arrive(false);
    expect(run.scriptsRan()).toBe(true);
    expect(run.handled).toEqual(['click Reject all']);
    run.press(run.button('Theme'));
    expect(run.submit(run.form('newsletter'), run.button('Subscribe')).prevented).toBe(true);
    expect(run.handled).toEqual(['click Reject all', 'click Theme']);
  });

  it('lets presses on links, and an island’s own form, through at once', () => {
    const run = runLoader(afterPaintLoader(onlyPage), { hidden: true });
    expect(run.press(run.link('Privacy notice')).prevented).toBe(false);
    expect(run.submit(run.form('sign in', { inIsland: true })).prevented).toBe(false);
    expect(run.handled).toEqual(['click Privacy notice', 'submit sign in']);
  });
});
