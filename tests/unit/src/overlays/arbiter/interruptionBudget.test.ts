import { describe, expect, it } from 'vitest';
import {
  createInterruptionBudget,
  optionalOverlaysPerSession,
  sessionBudgetLeft,
} from '../../../../../src/overlays/arbiter/interruptionBudget.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

describe('the interruption budget', () => {
  it('allows one optional overlay a page view, which may come back on it without counting again', () => {
    const budget = createInterruptionBudget(memoryStore());
    expect(budget.allows('page-guide')).toBe(true);
    budget.spend('page-guide');
    expect(budget.allows('page-guide')).toBe(true);
    expect(budget.allows('lead-popup')).toBe(false);
    expect(budget.allows('onboarding')).toBe(false);
  });

  it('allows two in a browser session', () => {
    const session = memoryStore();
    for (let view = 0; view < optionalOverlaysPerSession; view += 1) {
      const budget = createInterruptionBudget(session);
      expect(budget.allows('lead-popup')).toBe(true);
      budget.spend('lead-popup');
      budget.spend('lead-popup');
    }
    expect(sessionBudgetLeft(session)).toBe(false);
    expect(createInterruptionBudget(session).allows('page-guide')).toBe(false);
  });

  it('never counts the consent banner, a legal question', () => {
    const session = memoryStore();
    const budget = createInterruptionBudget(session);
    budget.spend('consent-banner');
    expect(budget.allows('onboarding')).toBe(true);
    expect(sessionBudgetLeft(session)).toBe(true);
  });

  it('counts from scratch when the session store holds something unreadable', () => {
    const session = memoryStore({ 'overlays-shown': '"many"' });
    expect(createInterruptionBudget(session).allows('page-guide')).toBe(true);
  });
});
