import { describe, expect, it } from 'vitest';
import { createOnboardingController } from '../../../../../src/overlays/onboarding/onboardingController.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

describe('onboarding overlay', () => {
  it('shows on a path until Enter page is pressed there', () => {
    const local = memoryStore();
    const first = createOnboardingController(local, '/lab');
    expect(first.show()).toBe(true);
    expect(first.dispatch('enter-page')).toBe(false);
    expect(createOnboardingController(local, '/lab').show()).toBe(false);
    expect(createOnboardingController(local, '/signals').show()).toBe(true);
  });

  it('Escape closes it for this page view only', () => {
    const local = memoryStore();
    const overlay = createOnboardingController(local, '/lab');
    overlay.show();
    expect(overlay.dispatch('escape')).toBe(false);
    expect(overlay.isOpen()).toBe(false);
    expect(createOnboardingController(local, '/lab').show()).toBe(true);
  });
});
