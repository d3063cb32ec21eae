import type { createOnboardingController } from './onboardingController.ts';
import type { PageGuideText } from '../../lib/routes/guides.ts';
import { reportViewFailure, type OverlayView } from '../arbiter/overlayDirector.ts';

/** The onboarding note's code loads when it gets its turn, never on a page that does not need it. */
export function onboardingView(
  win: Window,
  { controller, text, done }: { controller: ReturnType<typeof createOnboardingController>; text: PageGuideText; done: () => void },
): OverlayView {
  return {
    open() {
      if (!controller.show()) return done();
      import('./onboardingNote.ts')
        .then(({ openOnboarding }) =>
          openOnboarding(win.document, text, () => {
            controller.close();
            done();
          }),
        )
        .catch(reportViewFailure('onboarding note'));
    },
    // Onboarding is never interrupted: nothing before it in the order comes after it.
    hide() {},
  };
}
