import type { createGuideController } from '../guide/controller.ts';
import type { GuideState } from '../guide/view.ts';
import type { createOnboardingController, OnboardingEvent } from '../onboarding/state.ts';
import type { PageGuideText } from '../routes/guides.ts';
import type { OverlayView } from './director.ts';

const reportFailure = (what: string) => (error: unknown) => console.error(`The ${what} could not be shown.`, error);

/** The onboarding overlay's code loads when it gets its turn, never on a page that does not need it. */
export function onboardingView(
  win: Window,
  { controller, title, text, done }: { controller: ReturnType<typeof createOnboardingController>; title: string; text: PageGuideText; done: (event: OnboardingEvent) => void },
): OverlayView {
  return {
    open() {
      if (!controller.show()) return done('escape');
      import('../../components/overlays/onboardingDialog.ts')
        .then(({ openOnboarding }) =>
          openOnboarding(win.document, title, text, (event) => {
            controller.dispatch(event);
            done(event);
          }),
        )
        .catch(reportFailure('onboarding overlay'));
    },
    // Onboarding is never interrupted: only a collapsed guide yields its turn.
    hide() {},
  };
}

interface GuidePanel {
  render(state: GuideState): void;
  hide(): void;
}

/**
 * The page guide: drawn on its first turn, then kept on the page while it waits (a lead popup
 * may take the turn from a collapsed guide) so it comes back exactly as the visitor left it.
 */
export function guideView(
  win: Window,
  { controller, text, onState }: { controller: ReturnType<typeof createGuideController>; text: PageGuideText; onState: (state: GuideState) => void },
): OverlayView & { scroll(fraction: number): void } {
  let panel: Promise<GuidePanel> | null = null;
  const draw = (then: (drawn: GuidePanel) => void) => {
    panel ??= import('../../components/overlays/pageGuide.ts').then(({ createPageGuide }) =>
      createPageGuide(win, text, (event) => {
        const state = controller.dispatch(event);
        void panel?.then((drawn) => drawn.render(state));
        onState(state);
      }),
    );
    panel.then(then).catch(reportFailure('page guide'));
  };
  return {
    open: () => draw((drawn) => drawn.render(controller.show())),
    hide: () => draw((drawn) => drawn.hide()),
    scroll(fraction: number): void {
      const before = controller.current();
      const state = controller.dispatch({ type: 'scroll', fraction });
      if (state.view === before.view) return;
      draw((drawn) => drawn.render(state));
      onState(state);
    },
  };
}
