import { describe, expect, it } from 'vitest';
import type { OverlayName } from '../../../../../src/overlays/arbiter/overlayOrder.ts';
import { createOverlayDirector } from '../../../../../src/overlays/arbiter/overlayDirector.ts';
import { createOverlayTurns } from '../../../../../src/overlays/arbiter/overlayTurns.ts';

function setUp(waiting: OverlayName[], consentChosen: boolean) {
  const onScreen = new Set<OverlayName>();
  const log: string[] = [];
  const view = (name: OverlayName) => ({
    open: () => {
      onScreen.add(name);
      log.push(`open ${name}`);
      expect(onScreen.size).toBe(1);
    },
    hide: () => {
      onScreen.delete(name);
      log.push(`hide ${name}`);
    },
  });
  const director = createOverlayDirector(createOverlayTurns({ waiting, consentChosen }), {
    'consent-banner': view('consent-banner'),
    onboarding: view('onboarding'),
    'page-guide': view('page-guide'),
    'lead-popup': view('lead-popup'),
  });
  const finish = (name: OverlayName) => {
    onScreen.delete(name);
    director.finish(name);
  };
  return { director, finish, log };
}

describe('the overlay director', () => {
  it('opens the banner, then onboarding, then the lead popup that waited, one at a time', () => {
    const { director, finish, log } = setUp(['consent-banner'], false);
    director.start();
    director.wait('onboarding');
    director.wait('lead-popup');
    finish('consent-banner');
    finish('onboarding');
    expect(log).toEqual(['open consent-banner', 'open onboarding', 'open lead-popup']);
    expect(director.shown()).toBe('lead-popup');
  });

  it('lets a collapsed guide step aside for a lead popup and brings it back afterwards', () => {
    const { director, finish, log } = setUp([], true);
    director.wait('page-guide');
    director.wait('lead-popup');
    expect(director.shown()).toBe('page-guide');
    director.setGuideCollapsed(true);
    expect(director.shown()).toBe('lead-popup');
    finish('lead-popup');
    expect(log).toEqual(['open page-guide', 'hide page-guide', 'open lead-popup', 'open page-guide']);
  });

  it('keeps a lead popup away until consent is answered, even with nothing else open', () => {
    const { director, finish } = setUp(['consent-banner'], false);
    director.wait('lead-popup');
    expect(director.shown()).toBe('consent-banner');
    finish('consent-banner');
    expect(director.shown()).toBe('lead-popup');
  });

  it('draws nothing when nothing waits', () => {
    const { director, log } = setUp([], true);
    director.start();
    expect(director.shown()).toBeNull();
    expect(log).toEqual([]);
  });
});
