import { oneOf } from '../plainChecks.ts';
import { appNames, featureNames, type AppName, type FeatureName, type Metadata } from './firstParty.ts';

export interface UsageRecorder {
  appUsage: (app: AppName, action: string, metadata: Metadata) => void;
  featureUse: (feature: FeatureName, metadata: Metadata) => void;
}

const isAppName = oneOf(appNames);
const isFeatureName = oneOf(featureNames);

/** The event that counts as a use of a marked element: a form is used when sent, a field or list once changed, the rest when clicked. */
const eventOfUse = (element: Element): string =>
  element instanceof HTMLFormElement
    ? 'submit'
    : element instanceof HTMLInputElement || element instanceof HTMLSelectElement
      ? 'change'
      : 'click';

/**
 * What was used, as metadata: the page, the element's `data-usage-detail` (a prompt's title, a
 * file), else the option chosen or the box ticked. Typed text never leaves: a search records that
 * one was made, not what was searched for.
 */
function usageMetadata(element: Element, path: string): Metadata {
  const detail = (element as HTMLElement).dataset.usageDetail;
  if (detail !== undefined) return { page: path, detail };
  if (element instanceof HTMLSelectElement) return { page: path, detail: element.value };
  if (element instanceof HTMLInputElement && element.type === 'checkbox')
    return { page: path, detail: element.value, checked: element.checked };
  return { page: path };
}

/**
 * Uses marked in the markup are recorded with no script of their own on the page, only by the
 * analytics that loads with consent: `data-app-usage="<app>:<action>"` is an `app_usage` event,
 * `data-feature-use="<feature>"` a `feature_use` event. Unknown names are ignored.
 */
export function listenForUsage(target: Document, path: () => string, record: UsageRecorder): void {
  const onUse = (event: Event) => {
    const from = event.target instanceof Element ? event.target : null;
    const app = from?.closest<HTMLElement>('[data-app-usage]');
    if (app && eventOfUse(app) === event.type) {
      const [name, action] = (app.dataset.appUsage ?? '').split(':');
      if (isAppName(name) && action) record.appUsage(name, action, usageMetadata(app, path()));
    }
    const feature = from?.closest<HTMLElement>('[data-feature-use]');
    const featureName = feature?.dataset.featureUse;
    if (feature && eventOfUse(feature) === event.type && isFeatureName(featureName))
      record.featureUse(featureName, usageMetadata(feature, path()));
  };
  for (const type of ['click', 'change', 'submit']) target.addEventListener(type, onUse, { capture: true });
}
