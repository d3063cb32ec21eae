import { $toasts, dismissToast } from '../../stores/toasts.ts';
import { renderToasts } from './renderToasts.ts';

/**
 * Draws `$toasts` into the page's one toast region. The toast store loads it with the page's first
 * toast (src/stores/toasts.ts), so a page view that shows none never downloads this code.
 */
export function mountToaster(region: HTMLElement): void {
  $toasts.subscribe((toasts) => renderToasts(region, toasts, dismissToast));
}
