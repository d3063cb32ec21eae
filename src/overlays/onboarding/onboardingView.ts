import type { createOnboardingController } from './onboardingController.ts';
import type { PageGuideText } from '../../lib/routes/guides.ts';
import { reportViewFailure, type OverlayView } from '../arbiter/overlayDirector.ts';

/** The onboarding overlay's code loads when it gets its turn, never on a page that does not need it. */
export function onboardingView(
  win: Window,
  {
    controller,
    title,
    text,
    done,
  }: {
    controller: ReturnType<typeof createOnboardingController>;
    title: string;
    text: PageGuideText;
    done: () => void;
  },
): OverlayView {
  return {
    open() {
      if (!controller.show()) return done();
      import('./onboardingDialog.ts')
        .then(({ openOnboarding }) =>
          openOnboarding(win.document, title, text, () => {
            controller.close();
            done();
          }),
        )
        .catch(reportViewFailure('onboarding overlay'));
    },
    // Onboarding is never interrupted: nothing before it in the order comes after it.
    hide() {},
  };
}
