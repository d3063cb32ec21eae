import { describe, expect, it } from 'vitest';
import { createOnboardingController } from '../../../../../src/overlays/onboarding/onboardingController.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

describe('onboarding overlay', () => {
  it('shows once per visitor: the first time it shows, on whatever page, it is seen', () => {
    const local = memoryStore();
    const first = createOnboardingController(local);
    expect(first.wanted()).toBe(true);
    expect(first.show()).toBe(true);
    expect(first.isOpen()).toBe(true);
    expect(createOnboardingController(local).wanted()).toBe(false);
    expect(createOnboardingController(local).show()).toBe(false);
  });

  it('stays seen once closed, however it was closed', () => {
    const local = memoryStore();
    const overlay = createOnboardingController(local);
    overlay.show();
    overlay.close();
    expect(overlay.isOpen()).toBe(false);
    expect(createOnboardingController(local).wanted()).toBe(false);
  });
});
