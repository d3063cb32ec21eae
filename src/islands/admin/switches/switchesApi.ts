import { callAdminFunction } from '../kit/adminFunctions.ts';
import { checked, fields, flag, listOf, orNull, text } from '../kit/answerShape.ts';

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

const switchesShape = fields<SwitchesState>({
  switches: listOf(fields<SiteSwitch>({ key: text, enabled: flag, updatedAt: text })),
  changes: listOf(fields<SwitchChange>({ key: text, enabled: flag, changedByEmail: orNull(text), changedAt: text })),
  providers: listOf(fields<Provider>({ id: text, name: text, configured: flag, detail: text })),
});

export const loadSwitches = async (): Promise<SwitchesState> =>
  checked(switchesShape, await callAdminFunction('site-switches'), 'the switches');

export const flipSwitch = async (key: string, enabled: boolean): Promise<SwitchesState> =>
  checked(switchesShape, await callAdminFunction('site-switches', { key, enabled }), 'the switches');

/** What each switch does, and when a flip takes effect: at once in the functions, or with the next build for static pages. */
const switchTexts: Record<string, { label: string; effect: string; atNextDeploy: boolean }> = {
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

/** A switch's texts; a switch this page does not know yet is named by its key. */
export const switchText = (key: string) => switchTexts[key] ?? { label: key, effect: '', atNextDeploy: false };
