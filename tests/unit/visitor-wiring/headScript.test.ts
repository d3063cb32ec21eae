import { describe, expect, it } from 'vitest';
import { consentHeadScript, consentHeadSettings } from '../../../src/lib/visitor/headScript.ts';

interface FakeWindow {
  document: { documentElement: { dataset: Record<string, string> }; cookie: string };
  sessionStorage: { getItem(key: string): string | null };
  dataLayer?: IArguments[];
  gtag?: unknown;
}

function runScript(measurementId: string | undefined, cookie: string, session: Record<string, string> = {}): FakeWindow {
  const win: FakeWindow = {
    document: { documentElement: { dataset: {} }, cookie },
    sessionStorage: { getItem: (key) => session[key] ?? null },
  };
  new Function('window', consentHeadScript(consentHeadSettings(measurementId)))(win);
  return win;
}

const stored = (choice: object) => `cookie_consent=${encodeURIComponent(JSON.stringify(choice))}`;
const commands = (win: FakeWindow) => (win.dataLayer ?? []).map((args) => [...args]);

describe('the consent before-paint script', () => {
  it('asks on a first visit and not once the visitor chose or answered in this session', () => {
    expect(runScript(undefined, '').document.documentElement.dataset.consent).toBe('ask');
    expect(runScript(undefined, stored({ analytics: false, personalization: false, marketing: false })).document.documentElement.dataset.consent).toBeUndefined();
    expect(runScript(undefined, '', { 'consent-acknowledged': 'true' }).document.documentElement.dataset.consent).toBeUndefined();
  });

  it('defines no gtag at all without a measurement ID', () => {
    const win = runScript(undefined, stored({ analytics: true, personalization: true, marketing: true }));
    expect(win.gtag).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
  });

  it('denies every signal first, then applies a stored choice before configuring the tag', () => {
    const win = runScript('G-TEST1234', stored({ analytics: true, personalization: false, marketing: false }));
    const [first, second, third, fourth] = commands(win);
    expect(first?.slice(0, 2)).toEqual(['consent', 'default']);
    expect(Object.entries(first?.[2] as object).filter(([key, value]) => key !== 'wait_for_update' && value !== 'denied')).toEqual([]);
    expect(second).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', personalization_storage: 'denied' })]);
    expect(third?.[0]).toBe('js');
    expect(fourth).toEqual(['config', 'G-TEST1234']);
  });

  it('sends no update before the visitor has chosen', () => {
    const win = runScript('G-TEST1234', '');
    expect(commands(win).map((args) => `${args[0]} ${args[1] instanceof Date ? 'date' : args[1]}`)).toEqual(['consent default', 'js date', 'config G-TEST1234']);
  });
});
