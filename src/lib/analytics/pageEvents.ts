import { trackedEvents } from './trackedEvents.ts';
import { isBrandSiteLink } from './brandSiteLink.ts';
import { analyticsRequestEvent, type AnalyticsRequest } from '../assessments/results/completionEvent.ts';
import { pageAddress } from './pageAddress.ts';

type Track = (name: string, extras: Record<string, unknown>) => void;

/**
 * The page events analytics listens to: a click on a link to the brand site is cross-site
 * navigation, and other scripts ask for an event with `site:analytics` on `document` (`detail`
 * `{ name, data }`, see src/lib/assessments/results/completionEvent.ts). The brand site origin is
 * passed in from the page's `<meta name="brand-site-origin">`: importing the site profile here
 * would download its zod checks too.
 */
export function listenForPageEvents(target: Document, pageUrl: string, brandSiteOrigin: string | undefined, track: Track): void {
  target.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href');
      if (!href || !isBrandSiteLink(href, pageUrl, brandSiteOrigin)) return;
      track(trackedEvents.crossSiteNavigation!, { target: pageAddress(new URL(href, pageUrl).href) });
    },
    { capture: true },
  );
  target.addEventListener(analyticsRequestEvent, (event) => {
    const { name, data } = (event as CustomEvent<Partial<AnalyticsRequest>>).detail ?? {};
    if (typeof name === 'string') track(name, { ...data });
  });
}
