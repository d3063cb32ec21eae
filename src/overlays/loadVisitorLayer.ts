/**
 * The overlays' entry on every page: nothing here runs before first paint or competes with the
 * page's own scripts. Once the browser is idle it loads the visitor layer (overlays taking turns,
 * lead triggers, cross-site sync, sitemap count); the overlays' own code loads only when one shows.
 */
import { startServiceWorker } from '../service-worker/startServiceWorker.ts';
import { whenIdle } from './whenIdle.ts';

whenIdle(window, () => {
  import('./visitorLayer.ts')
    .then(({ startVisitorLayer }) => startVisitorLayer(window))
    .catch((error: unknown) => console.error('The visitor layer could not start.', error));
  startServiceWorker(window, { enabled: import.meta.env.PROD });
});
