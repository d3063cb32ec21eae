import { describe, expect, it } from 'vitest';
import { consentCookie } from '../../../../../src/lib/consent/keys.ts';
import { consentModeScript, consentModeSettings } from '../../../../../src/lib/consent/consentModeScript.ts';

interface FakeWindow {
  document: { cookie: string };
  dataLayer?: IArguments[];
  gtag?: unknown;
}

function runScript(cookie: string): FakeWindow {
  const win: FakeWindow = { document: { cookie } };
  new Function('window', consentModeScript(consentModeSettings('G-TEST1234')!))(win);
  return win;
}

const stored = (choice: object) => `${consentCookie}=${encodeURIComponent(JSON.stringify(choice))}`;
const commands = (win: FakeWindow) => (win.dataLayer ?? []).map((args) => [...args]);

describe('the Consent Mode head script', () => {
  it('is not built at all without a measurement ID', () => {
    expect(consentModeSettings(undefined)).toBeNull();
    expect(consentModeSettings('  ')).toBeNull();
  });

  it('denies every signal first, then applies a stored choice before configuring the tag', () => {
    const win = runScript(stored({ analytics: true, personalization: false, marketing: false }));
    const [first, second, third, fourth] = commands(win);
    expect(first?.slice(0, 2)).toEqual(['consent', 'default']);
    expect(Object.entries(first?.[2] as object).filter(([key, value]) => key !== 'wait_for_update' && value !== 'denied')).toEqual([]);
    expect(second).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied', personalization_storage: 'denied' }),
    ]);
    expect(third?.[0]).toBe('js');
    expect(fourth).toEqual(['config', 'G-TEST1234']);
  });

  it('sends no update before the visitor has chosen', () => {
    const win = runScript('');
    expect(commands(win).map((args) => `${args[0]} ${args[1] instanceof Date ? 'date' : args[1]}`)).toEqual([
      'consent default',
      'js date',
      'config G-TEST1234',
    ]);
  });
});
