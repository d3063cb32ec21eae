import { describe, expect, it } from 'vitest';
import {
  type AfterPaintLoads,
  type AfterPaintWindow,
  afterPaintScript,
  latestStartMs,
  startAfterPaint,
} from '../../../../../src/lib/shell/afterPaint.ts';

interface FakeElement {
  name: string;
  tagName: string;
  closest(selector: string): FakeElement | null;
  click(): void;
  requestSubmit(submitter?: FakeElement | null): void;
}
type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  type: string;
  target: FakeElement;
  submitter?: FakeElement | null;
  stopped: boolean;
  prevented: boolean;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

/**
 * A fake page for the loader: frame clock, timers, paint timing, capture listeners, links whose
 * loading the test finishes, and imports the test resolves. What it adds to the head, imports and
 * lets the page's handlers see is recorded.
 */
function fakePage({ hidden = false, paintTiming = true, linked = [] as string[] } = {}) {
  const links: { rel: string; href: string }[] = [];
  const imported: string[] = [];
  const imports: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const paintObservers: ((names: string[]) => void)[] = [];
  const listeners = new Map<string, Set<Listener>>([
    ['click', new Set()],
    ['submit', new Set()],
  ]);
  const handled: string[] = [];
  const dataset: Record<string, string> = {};

  const dispatch = (type: string, target: FakeElement, submitter?: FakeElement | null) => {
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
    for (const listener of listeners.get(type) ?? []) listener(event);
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

  class FakePerformanceObserver {
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      paintObservers.push((names) => callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }));
    }
    observe(options: { type: string; buffered: boolean }) {
      if (!paintTiming) throw new TypeError('Unsupported entry type: paint');
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }

  const win = {
    document: {
      hidden,
      documentElement: { dataset },
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => links.push(link) },
      querySelector: (selector: string) => (linked.some((href) => selector === `link[rel="stylesheet"][href="${href}"]`) ? {} : null),
    },
    PerformanceObserver: FakePerformanceObserver,
    addEventListener: (type: string, listener: Listener, capture: boolean) => capture && listeners.get(type)?.add(listener),
    removeEventListener: (type: string, listener: Listener, capture: boolean) => capture && listeners.get(type)?.delete(listener),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
  } as unknown as AfterPaintWindow;
  const load = (url: string) => {
    imported.push(url);
    return new Promise<void>((resolve, reject) => imports.push({ resolve, reject }));
  };
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  return {
    start: (loads: AfterPaintLoads) => startAfterPaint(win, loads, load, latestStartMs),
    added: () => links.map((link) => `${link.rel} ${link.href}`),
    imported,
    timers,
    handled,
    scriptsRan: () => dataset.scripts === 'ran',
    button: (name: string) => element(name, 'BUTTON', ['button[type=button]']),
    link: (name: string) => element(name, 'A'),
    form: (name: string, { inIsland = false } = {}) => element(name, 'FORM', inIsland ? ['astro-island'] : []),
    press: (target: FakeElement) => dispatch('click', target),
    submit: (target: FakeElement, submitter?: FakeElement) => dispatch('submit', target, submitter),
    paint: (...names: string[]) => {
      for (const observer of paintObservers) observer(names);
    },
    /** Every import started so far arrives and runs, or fails to load. */
    scriptsIn: async (arrive = true) => {
      for (const pending of imports.splice(0)) {
        if (arrive) pending.resolve();
        else pending.reject(new Error('offline'));
      }
      await settled();
    },
  };
}

const onlyPage = { stylesheets: [], preloads: [], entries: ['/_astro/page.js'] };

describe('the after-paint loader', () => {
  it('adds the stylesheets, preloads every script file and runs the scripts once the first contentful paint is reported', () => {
    const page = fakePage();
    page.start({
      stylesheets: ['/_astro/site.css'],
      preloads: ['/_astro/page.js', '/_astro/shared.js'],
      entries: ['/_astro/form.js', '/_astro/page.js'],
    });
    page.paint('first-paint');
    expect(page.timers.filter(({ ms }) => ms === 0)).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added()).toEqual([]);
    page.timers.find(({ ms }) => ms === 0)?.run();
    expect(page.added()).toEqual(['stylesheet /_astro/site.css', 'modulepreload /_astro/page.js', 'modulepreload /_astro/shared.js']);
    expect(page.imported).toEqual(['/_astro/form.js', '/_astro/page.js']);
  });

  it('leaves out the sheets linked before the first paint', () => {
    const page = fakePage({ hidden: true, linked: ['/_astro/site.css'] });
    page.start({ stylesheets: ['/_astro/site.css', '/_astro/page.css'], preloads: [], entries: [] });
    expect(page.added()).toEqual(['stylesheet /_astro/page.css']);
  });

  it('starts once only, and at the latest a few seconds after the page is parsed without a contentful paint', () => {
    const page = fakePage();
    page.start(onlyPage);
    page.timers.find(({ ms }) => ms === latestStartMs)?.run();
    page.paint('first-contentful-paint');
    for (const timer of page.timers) timer.run();
    expect(page.imported).toEqual(['/_astro/page.js']);
  });

  it('starts at that latest moment in a browser without paint timing', () => {
    const page = fakePage({ paintTiming: false });
    page.start(onlyPage);
    expect(page.imported).toEqual([]);
    expect(page.timers.map(({ ms }) => ms)).toEqual([latestStartMs]);
    page.timers[0]?.run();
    expect(page.imported).toEqual(['/_astro/page.js']);
  });

  it('starts at once in a tab that paints nothing', () => {
    const page = fakePage({ hidden: true });
    page.start(onlyPage);
    expect(page.imported).toEqual(['/_astro/page.js']);
  });

  it('holds the presses on buttons and the forms sent before the scripts have run, and makes them again after, in order, once', async () => {
    const page = fakePage({ hidden: true });
    page.start({ stylesheets: [], preloads: [], entries: ['/_astro/page.js', '/_astro/contact.js'] });
    expect(page.press(page.button('Reject all')).prevented).toBe(true);
    expect(page.submit(page.form('contact'), page.button('Send message')).prevented).toBe(true);
    page.press(page.button('Theme'));
    expect(page.handled).toEqual([]);
    expect(page.scriptsRan()).toBe(false);
    await page.scriptsIn();
    expect(page.scriptsRan()).toBe(true);
    expect(page.handled).toEqual(['click Reject all', 'submit contact by Send message', 'click Theme']);
    page.press(page.button('Copy prompt'));
    page.submit(page.form('newsletter'));
    expect(page.handled.slice(3)).toEqual(['click Copy prompt', 'submit newsletter']);
  });

  it('when a script fails to load, makes the presses again but keeps forms from going to the server natively', async () => {
    const page = fakePage({ hidden: true });
    page.start(onlyPage);
    page.press(page.button('Reject all'));
    page.submit(page.form('newsletter'), page.button('Subscribe'));
    await page.scriptsIn(false);
    expect(page.scriptsRan()).toBe(true);
    expect(page.handled).toEqual(['click Reject all']);
    page.press(page.button('Theme'));
    expect(page.submit(page.form('newsletter'), page.button('Subscribe')).prevented).toBe(true);
    expect(page.handled).toEqual(['click Reject all', 'click Theme']);
  });

  it('lets presses on links, and an island’s own form, through at once', () => {
    const page = fakePage({ hidden: true });
    page.start(onlyPage);
    expect(page.press(page.link('Privacy notice')).prevented).toBe(false);
    expect(page.submit(page.form('sign in', { inIsland: true })).prevented).toBe(false);
    expect(page.handled).toEqual(['click Privacy notice', 'submit sign in']);
  });
});

describe('the after-paint script', () => {
  it('runs the loader with the page’s loads, its imports and the latest start', () => {
    const script = afterPaintScript({
      stylesheets: ['/_astro/site.css'],
      preloads: ['/_astro/page.js', '/_astro/shared.js'],
      entries: ['/_astro/page.js'],
    });
    const calls: unknown[][] = [];
    new Function('window', 'startAfterPaint', script.replace(/^\(function startAfterPaint[\s\S]*\}\)\(/, 'startAfterPaint('))(
      'the window',
      (...args: unknown[]) => calls.push(args),
    );
    expect(calls).toHaveLength(1);
    const [win, loads, , latest] = calls[0] ?? [];
    expect(win).toBe('the window');
    expect(loads).toEqual({
      stylesheets: ['/_astro/site.css'],
      preloads: ['/_astro/page.js', '/_astro/shared.js'],
      entries: ['/_astro/page.js'],
    });
    expect(latest).toBe(latestStartMs);
  });
});
