import type { ReadableAtom } from 'nanostores';
import { renderToasts } from './renderToasts.ts';
import type { Toast } from './toastStore.ts';
import toastsStylesheet from './toasts.css?url';
import { addStylesheet } from '../shell/addStylesheet.ts';

/**
 * Draws the page's toasts into its one toast region, once their stylesheet applies. The toast store
 * loads this with the page's first toast and hands itself in (src/stores/toasts.ts), so a page view
 * that shows none downloads neither this code nor the stylesheet.
 */
export function mountToaster(region: HTMLElement, $toasts: ReadableAtom<readonly Toast[]>, dismissToast: (id: string) => void): void {
  void addStylesheet(region.ownerDocument, toastsStylesheet).then(() =>
    $toasts.subscribe((toasts) => renderToasts(region, toasts, dismissToast)),
  );
}
