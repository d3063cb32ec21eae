/**
 * The inline <head> script of the consent layer, run before first paint:
 * - marks `<html data-consent="ask">` when the visitor has not answered yet, which is what shows
 *   the static banner (so it never flashes for someone who already chose);
 * - with a Google tag configured, defines `gtag`, denies every Consent Mode signal, then applies
 *   the stored choice, all before the tag script (placed right after) loads.
 * Built from the source of self-contained functions, like the shell's before-paint script.
 */
import { CONSENT_ACKNOWLEDGED_KEY, CONSENT_COOKIE } from '../consent/keys.ts';
import { consentModePlan, consentSignals, type ConsentSignals, type TagPlan } from '../consent/consentMode.ts';
import { readStoredChoice } from './storedChoice.ts';
import { choiceKey, everyChoice } from './choiceKey.ts';

type LoadedPlan = Extract<TagPlan, { load: true }>;

export interface ConsentHeadSettings {
  cookieName: string;
  acknowledgedKey: string;
  tag: { measurementId: string; defaultCommand: LoadedPlan['defaultCommand']; signalsByChoice: Record<string, ConsentSignals> } | null;
}

interface HeadWindow {
  document: { documentElement: HTMLElement; cookie: string };
  sessionStorage: Pick<Storage, 'getItem'>;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

const helpers = { readStoredChoice, choiceKey };

export function markConsentBeforePaint(win: HeadWindow, settings: ConsentHeadSettings, fns: typeof helpers): void {
  const choice = fns.readStoredChoice(win.document.cookie, settings.cookieName);
  let acknowledged = false;
  try {
    acknowledged = win.sessionStorage.getItem(settings.acknowledgedKey) === 'true';
  } catch {
    // Storage blocked: only the cookie can tell, and without it the banner asks.
  }
  if (!choice && !acknowledged) win.document.documentElement.dataset.consent = 'ask';
  const tag = settings.tag;
  if (!tag) return;
  const dataLayer = (win.dataLayer = win.dataLayer ?? []);
  // The tag reads `arguments` objects from the data layer, not arrays.
  win.gtag = function gtag() {
    dataLayer.push(arguments);
  };
  win.gtag(...tag.defaultCommand);
  if (choice) win.gtag('consent', 'update', tag.signalsByChoice[fns.choiceKey(choice)]);
  win.gtag('js', new Date());
  win.gtag('config', tag.measurementId);
}

/** The settings for a build: the tag part only when `PUBLIC_GA_MEASUREMENT_ID` is set. */
export function consentHeadSettings(measurementId: string | undefined): ConsentHeadSettings {
  const plan = consentModePlan(measurementId, null);
  const tag = plan.load
    ? {
        measurementId: plan.measurementId,
        defaultCommand: plan.defaultCommand,
        signalsByChoice: Object.fromEntries(everyChoice().map((choice) => [choiceKey(choice), consentSignals(choice)])),
      }
    : null;
  return { cookieName: CONSENT_COOKIE, acknowledgedKey: CONSENT_ACKNOWLEDGED_KEY, tag };
}

/** The script text; it expects a global `window`. */
export function consentHeadScript(settings: ConsentHeadSettings): string {
  const helperSource = Object.entries(helpers).map(([name, fn]) => `${name}:${fn.toString()}`).join(',');
  return `(${markConsentBeforePaint.toString()})(window,${JSON.stringify(settings)},{${helperSource}});`;
}
