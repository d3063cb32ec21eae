import type { RoutePath } from '../lib/routes/paths.ts';

/**
 * The pages every reader's browser keeps once the service worker is installed, beside the
 * offline page: the landing page and the public pages a reader most often opens next. One list
 * serves the build, which precaches them (integrations/serviceWorker.ts), and the offline page,
 * which names them. Pages with a React or supabase-js island stay out: their bundles would
 * outweigh the whole precache.
 */
export const precachedPages = [
  '/welcome',
  '/ai-survival-kit',
  '/ai-assessments',
  '/advisory',
  '/contact',
  '/privacy',
] as const satisfies readonly RoutePath[];

/** Shown for a page that cannot be loaded and was never kept. */
export const offlinePagePath = '/offline' satisfies RoutePath;
