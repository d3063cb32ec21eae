import { describe, expect, it } from 'vitest';
import { budgetDayMs, dailyBudgetLeft, optionalOverlaysPerDay } from '../../../../../src/overlays/arbiter/dailyBudget.ts';
import { createInterruptionBudget } from '../../../../../src/overlays/arbiter/interruptionBudget.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

const morning = Date.UTC(2026, 2, 2, 9);
const at = (time: number) => () => time;

describe('the interruption budget', () => {
  it('allows one optional overlay a page view, which may come back on it without counting again', () => {
    const budget = createInterruptionBudget({ local: memoryStore(), now: at(morning), formPage: false });
    expect(budget.allows('page-guide')).toBe(true);
    budget.spend('page-guide');
    expect(budget.allows('page-guide')).toBe(true);
    expect(budget.allows('lead-popup')).toBe(false);
    expect(budget.allows('onboarding')).toBe(false);
  });

  it('allows two a day to one visitor, however many tabs are open at once', () => {
    const local = memoryStore();
    const tabs = Array.from({ length: 10 }, () => createInterruptionBudget({ local, now: at(morning), formPage: false }));
    const shown = tabs.filter((tab) => {
      if (!tab.allows('page-guide')) return false;
      tab.spend('page-guide');
      return true;
    });
    expect(shown).toHaveLength(optionalOverlaysPerDay);
    expect(dailyBudgetLeft(local, morning)).toBe(false);
    expect(tabs[0]!.allows('page-guide'), 'the overlay that took a page view stays allowed there').toBe(true);
  });

  it('starts a new day one day after the first overlay it counted', () => {
    const local = memoryStore();
    createInterruptionBudget({ local, now: at(morning), formPage: false }).spend('onboarding');
    createInterruptionBudget({ local, now: at(morning + budgetDayMs - 60_000), formPage: false }).spend('page-guide');
    expect(dailyBudgetLeft(local, morning + budgetDayMs - 1)).toBe(false);
    expect(dailyBudgetLeft(local, morning + budgetDayMs)).toBe(true);
    createInterruptionBudget({ local, now: at(morning + budgetDayMs), formPage: false }).spend('lead-popup');
    expect(JSON.parse(local.getItem('overlays-shown')!)).toEqual({ shown: 1, since: morning + budgetDayMs });
  });

  it('allows none on a page whose main task is a form, and leaves the day untouched', () => {
    const local = memoryStore();
    const budget = createInterruptionBudget({ local, now: at(morning), formPage: true });
    expect(['onboarding', 'page-guide', 'lead-popup'].filter((name) => budget.allows(name as 'onboarding'))).toEqual([]);
    expect(budget.allows('consent-banner')).toBe(true);
    expect(dailyBudgetLeft(local, morning)).toBe(true);
  });

  it('never counts the consent banner, a legal question', () => {
    const local = memoryStore();
    const budget = createInterruptionBudget({ local, now: at(morning), formPage: false });
    budget.spend('consent-banner');
    expect(budget.allows('onboarding')).toBe(true);
    expect(local.getItem('overlays-shown')).toBeNull();
  });

  it('counts from scratch when the record is unreadable or dated in the future', () => {
    for (const stored of ['"many"', '2', JSON.stringify({ shown: 2, since: morning + budgetDayMs })]) {
      expect(
        createInterruptionBudget({ local: memoryStore({ 'overlays-shown': stored }), now: at(morning), formPage: false }).allows(
          'page-guide',
        ),
        stored,
      ).toBe(true);
    }
  });
});
