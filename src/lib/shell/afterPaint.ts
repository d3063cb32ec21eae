/**
 * The inline module at the end of every page that starts what the page loads once its first
 * content is on screen (integrations/afterFirstPaint.ts writes it). Nothing is fetched before the
 * first paint: on a slow connection a file that arrives first competes with the page's own bytes,
 * and a script that runs first puts the paint back by as long as it runs. Like the head script, it
 * is built from the source of this function (self-contained for this reason), so it is tested here.
 */

/** What a page loads after its first paint: its full stylesheets, every script file (preloaded together), and the scripts to run, in order. */
export interface AfterPaintLoads {
  stylesheets: readonly string[];
  preloads: readonly string[];
  entries: readonly string[];
}

/** Scripts start at the latest this long after the page is parsed, should no contentful paint be reported. */
export const latestStartMs = 3000;

interface HeldEvent {
  type: string;
  target: EventTarget | null;
  submitter?: HTMLElement | null;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

export interface AfterPaintWindow {
  document: Pick<Document, 'hidden' | 'createElement' | 'head' | 'documentElement' | 'querySelector'>;
  PerformanceObserver: new (callback: PerformanceObserverCallback) => Pick<PerformanceObserver, 'observe' | 'disconnect'>;
  addEventListener(type: string, listener: (event: HeldEvent) => void, capture: boolean): void;
  removeEventListener(type: string, listener: (event: HeldEvent) => void, capture: boolean): void;
  setTimeout(callback: () => void, ms?: number): unknown;
}

/**
 * Once the first contentful paint is reported (that frame is on screen; a frame callback would run
 * before it is shown, and a file fetched then would still compete with it), or at once in a
 * background tab, which paints nothing, or at the latest `latestMs` after the page is parsed (a
 * browser without paint timing): adds the full stylesheets (but those linked before the first
 * paint, src/lib/shell/cachedSheets.ts), preloads every script file so all download together, and
 * runs the scripts.
 *
 * A reader may press a button or send a form before the scripts that handle it have run: the
 * banner's "Reject all" is on screen from the first paint. Until the scripts have run, a press on a
 * `<button type="button">` (which does nothing without a script) and a form's submission are held,
 * unseen by any handler already attached, and made again afterwards, in order: the button pressed,
 * the form submitted with the same button. The site's forms work through their scripts: sent
 * natively, a form would go to its own page with what was typed in the address. So if a script
 * fails to load (the connection lost just after the first paint), presses are made again but forms
 * stay unsent, with what was typed in them. An island's form is its own (its directive takes
 * presses before it hydrates). Then `<html data-scripts="ran">` tells tests and support tools that
 * the page's scripts have run, or failed to load.
 */
export function startAfterPaint(
  win: AfterPaintWindow,
  loads: AfterPaintLoads,
  load: (url: string) => Promise<unknown>,
  latestMs: number,
): void {
  const doc = win.document;
  const held: [HTMLElement, HTMLElement | null | undefined][] = [];
  const hold = (event: HeldEvent) => {
    const target = event.target as Element;
    const element = event.type === 'click' ? target.closest('button[type=button]') : !target.closest('astro-island') && target;
    if (!element) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push([element as HTMLElement, event.submitter]);
  };
  win.addEventListener('click', hold, true);
  win.addEventListener('submit', hold, true);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const [rel, hrefs] of [
      ['stylesheet', loads.stylesheets],
      ['modulepreload', loads.preloads],
    ] as const) {
      for (const href of hrefs) {
        // A sheet linked before the first paint, from the browser's cache, is there (src/lib/shell/cachedSheets.ts).
        if (!doc.querySelector(`link[rel="${rel}"][href="${href}"]`))
          doc.head.append(Object.assign(doc.createElement('link'), { rel, href }));
      }
    }
    Promise.allSettled(loads.entries.map(load)).then((results) => {
      const allRan = results.every((result) => result.status === 'fulfilled');
      win.removeEventListener('click', hold, true);
      if (allRan) win.removeEventListener('submit', hold, true);
      doc.documentElement.dataset.scripts = 'ran';
      for (const [element, submitter] of held) {
        if (element.tagName !== 'FORM') element.click();
        else if (allRan) (element as HTMLFormElement).requestSubmit(submitter);
      }
    });
  };
  if (doc.hidden) start();
  try {
    new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) win.setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the latest start below stands in.
  }
  win.setTimeout(start, latestMs);
}

/** The inline module's text, for these loads; `latestMs` 0 starts them as soon as the page is parsed. */
export function afterPaintScript({ stylesheets, preloads, entries }: AfterPaintLoads, latestMs = latestStartMs): string {
  const loads = JSON.stringify({ stylesheets, preloads, entries });
  return `(${startAfterPaint.toString()})(window,${loads},(u)=>import(u),${latestMs})`;
}
