import type { createGuideController } from './guideController.ts';
import type { GuideState } from './guideState.ts';
import type { PageGuideText } from '../../lib/routes/guides.ts';
import { reportViewFailure, type OverlayView } from '../arbiter/overlayDirector.ts';

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
  {
    controller,
    text,
    onState,
  }: { controller: ReturnType<typeof createGuideController>; text: PageGuideText; onState: (state: GuideState) => void },
): OverlayView & { scroll(fraction: number): void } {
  let panel: Promise<GuidePanel> | null = null;
  const draw = (then: (drawn: GuidePanel) => void) => {
    panel ??= import('./pageGuide.ts').then(({ createPageGuide }) =>
      createPageGuide(win, text, (event) => {
        const state = controller.dispatch(event);
        void panel?.then((drawn) => drawn.render(state));
        onState(state);
      }),
    );
    panel.then(then).catch(reportViewFailure('page guide'));
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
