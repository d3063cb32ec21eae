import { callAdminFunction } from '../kit/adminFunctions.ts';
import { arrayOf, hasFields, isBoolean, isString, orNull } from '../../../lib/plainChecks.ts';

export interface SiteSwitch {
  key: string;
  enabled: boolean;
  updatedAt: string;
}
export interface SwitchChange {
  key: string;
  enabled: boolean;
  changedByEmail: string | null;
  changedAt: string;
}
export interface Provider {
  id: string;
  name: string;
  configured: boolean;
  detail: string;
}
export interface SwitchesState {
  switches: SiteSwitch[];
  changes: SwitchChange[];
  providers: Provider[];
}

const isState = hasFields<SwitchesState>({
  switches: arrayOf(hasFields<SiteSwitch>({ key: isString, enabled: isBoolean, updatedAt: isString })),
  changes: arrayOf(hasFields<SwitchChange>({ key: isString, enabled: isBoolean, changedByEmail: orNull(isString), changedAt: isString })),
  providers: arrayOf(hasFields<Provider>({ id: isString, name: isString, configured: isBoolean, detail: isString })),
});

function checked(answer: unknown): SwitchesState {
  if (!isState(answer)) throw new Error('site-switches answered in a form this page does not know.');
  return answer;
}

export const loadSwitches = async (): Promise<SwitchesState> => checked(await callAdminFunction('site-switches'));

export const flipSwitch = async (key: string, enabled: boolean): Promise<SwitchesState> =>
  checked(await callAdminFunction('site-switches', { key, enabled }));

/** What each switch does, and when a flip takes effect: at once in the functions, or with the next build for static pages. */
export const switchTexts: Record<string, { label: string; effect: string; atNextDeploy: boolean }> = {
  newsletter_signups: {
    label: 'Newsletter sign-ups open',
    effect: 'Off: the newsletter forms say sign-ups are paused, and nobody is added.',
    atNextDeploy: false,
  },
  lead_popups: {
    label: 'Lead popups on',
    effect: 'Off: the reading pages never show a lead popup. The pages are static, so this is read when the site is built.',
    atNextDeploy: true,
  },
  voice_assistant: {
    label: 'Voice assistant for users',
    effect: 'Off: signed-in users are told the voice assistant is paused; you keep it to try it out.',
    atNextDeploy: false,
  },
  analytics_collection: {
    label: 'Analytics collection',
    effect: 'Off: analytics events are dropped and nothing is stored, even with consent.',
    atNextDeploy: false,
  },
};
