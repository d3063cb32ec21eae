import { $toasts, dismissToast } from '../../stores/toasts.ts';
import { renderToasts } from './renderToasts.ts';
import toastsStylesheet from './toasts.css?url';
import { addStylesheet } from '../shell/addStylesheet.ts';

/**
 * Draws `$toasts` into the page's one toast region, once their stylesheet applies. The toast store
 * loads this with the page's first toast (src/stores/toasts.ts), so a page view that shows none
 * downloads neither this code nor the stylesheet.
 */
export function mountToaster(region: HTMLElement): void {
  void addStylesheet(region.ownerDocument, toastsStylesheet).then(() =>
    $toasts.subscribe((toasts) => renderToasts(region, toasts, dismissToast)),
  );
}
