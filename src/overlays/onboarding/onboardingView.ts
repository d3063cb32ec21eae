import type { createOnboardingController, OnboardingEvent } from './onboardingController.ts';
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
    done: (event: OnboardingEvent) => void;
  },
): OverlayView {
  return {
    open() {
      if (!controller.show()) return done('escape');
      import('./onboardingDialog.ts')
        .then(({ openOnboarding }) =>
          openOnboarding(win.document, title, text, (event) => {
            controller.dispatch(event);
            done(event);
          }),
        )
        .catch(reportViewFailure('onboarding overlay'));
    },
    // Onboarding is never interrupted: only a collapsed guide yields its turn.
    hide() {},
  };
}
