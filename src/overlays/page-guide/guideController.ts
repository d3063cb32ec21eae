import { disableGuide, markGuideShown, shouldShowGuide, type GuideStores } from './guideVisibility.ts';
import { initialGuideState, nextGuideState, type GuideEvent, type GuideState } from './guideState.ts';

/**
 * The page guide for one page view. `show()` is called when the overlay arbiter gives the guide
 * its turn; only then is the path marked as shown, so a guide that waited behind the consent banner
 * or the onboarding overlay is not used up unseen.
 */
export function createGuideController(stores: GuideStores, path: string) {
  let state: GuideState = initialGuideState(false);
  const wanted = () => shouldShowGuide(stores, path);

  function show(): GuideState {
    if (state.view === 'hidden' && wanted()) {
      markGuideShown(stores.session, path);
      state = initialGuideState(true);
    }
    return state;
  }

  function dispatch(event: GuideEvent): GuideState {
    if (event.type === 'dont-show-again' && state.view !== 'hidden') disableGuide(stores.local);
    state = nextGuideState(state, event);
    return state;
  }

  return { wanted, show, dispatch, current: (): GuideState => state };
}
