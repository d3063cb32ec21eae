import { describe, expect, it } from 'vitest';
import type { OverlayName } from '../../../../../src/overlays/arbiter/overlayOrder.ts';
import { createOverlayDirector } from '../../../../../src/overlays/arbiter/overlayDirector.ts';
import { createOverlayTurns } from '../../../../../src/overlays/arbiter/overlayTurns.ts';
import { createInterruptionBudget } from '../../../../../src/overlays/arbiter/interruptionBudget.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

function setUp(waiting: OverlayName[], consentChosen: boolean, local = memoryStore()) {
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
  const budget = createInterruptionBudget({ local, now: () => Date.UTC(2026, 2, 2, 9), formPage: false });
  const director = createOverlayDirector(
    createOverlayTurns({ waiting, consentChosen, allowed: budget.allows }),
    {
      'consent-banner': view('consent-banner'),
      onboarding: view('onboarding'),
      'page-guide': view('page-guide'),
      'lead-popup': view('lead-popup'),
    },
    budget,
  );
  const finish = (name: OverlayName) => {
    onScreen.delete(name);
    director.finish(name);
  };
  return { director, finish, log };
}

describe('the overlay director', () => {
  it('opens the banner, then one optional overlay: a lead popup that waited behind onboarding does not show', () => {
    const { director, finish, log } = setUp(['consent-banner'], false);
    director.start();
    director.wait('onboarding');
    director.wait('lead-popup');
    finish('consent-banner');
    finish('onboarding');
    expect(log).toEqual(['open consent-banner', 'open onboarding']);
    expect(director.shown()).toBeNull();
  });

  it('shows one optional overlay a page view and two to a visitor, across page views and tabs', () => {
    const local = memoryStore();
    const pageViews = [['page-guide'], ['page-guide', 'lead-popup'], ['lead-popup']] as const;
    const opened = pageViews.map((wanting) => {
      const { director, finish, log } = setUp([], true, local);
      for (const name of wanting) director.wait(name);
      for (const name of wanting) finish(name);
      return log;
    });
    expect(opened).toEqual([['open page-guide'], ['open page-guide'], []]);
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
