/**
 * The inline <head> script of Google Consent Mode v2, on pages built with
 * `PUBLIC_GA_MEASUREMENT_ID` only: it defines `gtag`, denies every signal, then applies the stored
 * choice, all before the tag script (placed right after it) loads. Built from the source of
 * self-contained functions, like the shell's before-paint script.
 */
import { consentCookie } from './keys.ts';
import { consentModePlan, consentSignals, type ConsentSignals, type TagPlan } from './consentMode.ts';
import { readStoredChoice } from './storedChoice.ts';
import { choiceKey, everyChoice } from './choiceKey.ts';

type LoadedPlan = Extract<TagPlan, { load: true }>;

export interface ConsentModeSettings {
  cookieName: string;
  measurementId: string;
  defaultCommand: LoadedPlan['defaultCommand'];
  signalsByChoice: Record<string, ConsentSignals>;
}

interface TagWindow {
  document: { cookie: string };
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

const helpers = { readStoredChoice, choiceKey };

export function applyConsentMode(win: TagWindow, settings: ConsentModeSettings, fns: typeof helpers): void {
  const choice = fns.readStoredChoice(win.document.cookie, settings.cookieName);
  win.dataLayer = win.dataLayer ?? [];
  const dataLayer = win.dataLayer;
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the tag reads `arguments` objects from the data layer, not arrays.
    dataLayer.push(arguments);
  };
  win.gtag(...settings.defaultCommand);
  if (choice) win.gtag('consent', 'update', settings.signalsByChoice[fns.choiceKey(choice)]);
  win.gtag('js', new Date());
  win.gtag('config', settings.measurementId);
}

/** The settings for a build, or null when no measurement ID is set (then no tag and no gtag). */
export function consentModeSettings(measurementId: string | undefined): ConsentModeSettings | null {
  const plan = consentModePlan(measurementId, null);
  if (!plan.load) return null;
  return {
    cookieName: consentCookie,
    measurementId: plan.measurementId,
    defaultCommand: plan.defaultCommand,
    signalsByChoice: Object.fromEntries(everyChoice().map((choice) => [choiceKey(choice), consentSignals(choice)])),
  };
}

/** The script text; it expects a global `window`. */
export function consentModeScript(settings: ConsentModeSettings): string {
  const helperSource = Object.entries(helpers)
    .map(([name, fn]) => `${name}:${fn.toString()}`)
    .join(',');
  return `(${applyConsentMode.toString()})(window,${JSON.stringify(settings)},{${helperSource}});`;
}
