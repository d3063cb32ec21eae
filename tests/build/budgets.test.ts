import { beforeAll, describe, expect, it } from 'vitest';
import { publicPaths, routes, type RoutePath } from '../../src/lib/routes/index.ts';
import { assertBuilt, brotliSize, htmlFor, linkedStylesheets, renderBlockingScripts } from './support/dist.ts';
import { chunkNamed, servedBytes, startedScripts, withStaticImports } from './support/scriptBudget.ts';

/** What fits in the first TCP round trip of a new connection (10 segments of ~1460 bytes). */
const firstViewBudget = 14 * 1024;
/** A first visit signed out: the page's own scripts until it settles, compressed. */
const firstVisitScripts = { bytes: 20 * 1024, files: 6 };
/** A returning reader who chose their consent (no to analytics), met the overlays and only reads. */
const returningScriptBytes = 6 * 1024;
/** What a returning reader who accepted analytics downloads on top: the analytics they accepted. */
const acceptedAnalyticsBytes = 6 * 1024;

/**
 * What the page script loads on a first visit without the reader doing anything: the visitor
 * layer (the consent banner waits, and the overlays after it), the service worker's registration,
 * and what readies the next page (prefetch, the memory of the stylesheets).
 */
const firstVisitParts = ['visitorLayer', 'watchForUpdates', 'nextPage'];
const analyticsPart = 'pageAnalytics';

/** A signed-in reader's scripts until their first interaction: the shell with the session, and what the page shows at once. */
const signedInScriptBytes = 60 * 1024;
/** What a stored session makes the page load without the reader doing anything: the session, the voice button, the admin check. */
const signedInParts = [...firstVisitParts, 'startSession', 'voiceButton', 'adminNavigation'];
/** What a page with the results history loads for someone signed in. */
const historyParts = ['assessmentHistoryElement', 'mountHistory'];

const total = (files: readonly string[]) => files.reduce((sum, file) => sum + servedBytes(file), 0);
const listed = (files: readonly string[]) => files.map((file) => `${file} ${servedBytes(file)} B`).join('\n');

beforeAll(assertBuilt);

/** The listed public pages, the unlisted one a signed-out reader reaches from the sign-in form, and the partner API's reference. */
const budgetedPaths = [...publicPaths(), '/reset-password' satisfies RoutePath, '/api-docs' satisfies RoutePath];

describe.each(budgetedPaths)('public page %s', (path) => {
  it('loads no render-blocking script', () => {
    expect(renderBlockingScripts(htmlFor(path))).toEqual([]);
  });

  it('fits HTML and render-blocking CSS in 14 KiB compressed', () => {
    const html = htmlFor(path);
    const firstView = brotliSize(html) + linkedStylesheets(html).reduce((sum, css) => sum + brotliSize(css), 0);
    expect(firstView).toBeLessThanOrEqual(firstViewBudget);
  });

  it('loads at most 20 KiB of script in at most 6 files on a first visit', () => {
    const files = withStaticImports([...startedScripts(htmlFor(path)), ...firstVisitParts.map(chunkNamed)]);
    expect(files.length, listed(files)).toBeLessThanOrEqual(firstVisitScripts.files);
    expect(total(files), listed(files)).toBeLessThanOrEqual(firstVisitScripts.bytes);
  });

  it('loads at most 6 KiB of script for a returning reader who only reads', () => {
    const files = withStaticImports(startedScripts(htmlFor(path)));
    expect(total(files), listed(files)).toBeLessThanOrEqual(returningScriptBytes);
  });
});

const signedInPaths = [
  ...routes.filter((route) => route.access === 'user').map((route) => route.path),
  '/ai-assessments' satisfies RoutePath,
];

describe.each(signedInPaths)('signed-in page %s', (path) => {
  it('loads at most 60 KiB of script before the first interaction', () => {
    const html = htmlFor(path);
    const parts = html.includes('<assessment-history') ? [...signedInParts, ...historyParts] : signedInParts;
    const files = withStaticImports([...startedScripts(html), ...parts.map(chunkNamed)]);
    expect(total(files), listed(files)).toBeLessThanOrEqual(signedInScriptBytes);
    // supabase-js (43 KiB) comes after the module that creates it, by a dynamic import this count cannot follow.
    expect(files, 'the session and the page load supabase-js only with a form that needs it').not.toContain(chunkNamed('supabaseClient'));
  });
});

it('keeps the analytics a returning reader accepted within 6 KiB more', () => {
  const page = withStaticImports(startedScripts(htmlFor('/welcome')));
  const more = withStaticImports([chunkNamed(analyticsPart)]).filter((file) => !page.includes(file));
  expect(total(more), listed(more)).toBeLessThanOrEqual(acceptedAnalyticsBytes);
});

it('keeps the 404 page within the same first-view budget', () => {
  expect(brotliSize(htmlFor('/404'))).toBeLessThanOrEqual(firstViewBudget);
});
