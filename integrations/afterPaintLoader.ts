/**
 * The one inline module that starts what a page loads once its first content is on screen: it adds
 * the page's full stylesheets, a `modulepreload` link for every file the scripts import (so they
 * download together rather than one import after another), then imports the page's scripts in
 * order. Nothing is fetched before the first paint: on a slow connection a file that arrives first
 * competes with the page's own bytes, and a script that runs first puts the paint back by as long
 * as it runs. A page in a background tab paints nothing: it starts at once.
 */

import { hashedAssetsPrefix } from './siteHeaders.ts';

/** The loader's tag: its attribute survives minification, which may rewrite the code inside. */
export const afterPaintTag = '<script type="module" data-after-paint>';
const loaderScript = /<script type="module" data-after-paint>(.*?)<\/script>/s;
const quotedAsset = new RegExp(`["'\`](${hashedAssetsPrefix}[^"'\`]+)["'\`]`, 'g');

/** Scripts start at the latest this long after the loader runs, should no contentful paint be reported. */
export const latestStartMs = 3000;

/** What a loader starts: stylesheets to add, files to preload, and the scripts to import in order. */
export interface AfterPaintLoads {
  stylesheets: readonly string[];
  preloads: readonly string[];
  entries: readonly string[];
}

const addLinks = (rel: string, hrefs: readonly string[]) =>
  hrefs.length === 0
    ? ''
    : `for(const h of ${JSON.stringify(hrefs)}){const l=document.createElement("link");l.rel="${rel}";l.href=h;document.head.append(l)}`;

/**
 * The loader. It waits for the first contentful paint to be reported, which happens once that
 * frame is on screen (a frame callback would run before the frame is shown, and a file fetched
 * then would still compete with it), and without paint timing for the next frame.
 *
 * A reader may press a button or send a form before the scripts that handle it have run: the
 * banner's "Reject all" is on screen from the first paint. Until every script has run, a press on
 * a `<button type="button">` (which does nothing without a script) and a form's submission are
 * held, unseen by any handler already attached, and made again once they all are, in order: the
 * button pressed, the form submitted with the same button. The site's forms work through their
 * scripts: sent natively, a form would go to its own page with what was typed in the address. So
 * if a script fails to load (the connection lost just after the first paint), presses are made
 * again but forms stay unsent, and what was typed stays in them. An island's form is its own (its
 * directive takes presses before it hydrates). Then `<html data-scripts="ran">` tells tests and
 * support tools that the page's scripts have run or failed to load.
 */
export function afterPaintLoader({ stylesheets, preloads, entries }: AfterPaintLoads): string {
  const imports = entries.map((entry) => `import(${JSON.stringify(entry)})`).join(',');
  return (
    'let d=0;const q=[],' +
    'h=e=>{const t=e.target,b=e.type=="click"?t.closest?.("button[type=button]"):!t.closest?.("astro-island")&&t;' +
    'if(b){e.preventDefault();e.stopImmediatePropagation();q.push([b,e.submitter])}},' +
    `s=()=>{if(d)return;d=1;${addLinks('stylesheet', stylesheets)}${addLinks('modulepreload', preloads)}` +
    `Promise.allSettled([${imports}]).then(r=>{const k=r.every(i=>i.status=="fulfilled")?["click","submit"]:["click"];` +
    'for(const t of k)removeEventListener(t,h,!0);document.documentElement.dataset.scripts="ran";' +
    'for(const[b,u]of q)b.tagName!="FORM"?b.click():k[1]&&b.requestSubmit(u)})},' +
    'P=self.PerformanceObserver;' +
    'for(const t of["click","submit"])addEventListener(t,h,!0);' +
    'if(document.hidden)s();' +
    'else if(P?.supportedEntryTypes?.includes("paint")){' +
    'new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(s)}}).observe({type:"paint",buffered:!0});' +
    `setTimeout(s,${latestStartMs})}` +
    'else requestAnimationFrame(()=>setTimeout(s))'
  );
}

/** The files a page's loader starts after its first paint, read back from its inline module. */
export function afterPaintFiles(html: string): string[] {
  const code = loaderScript.exec(html)?.[1] ?? '';
  return [...new Set([...code.matchAll(quotedAsset)].map((match) => match[1] ?? ''))];
}
