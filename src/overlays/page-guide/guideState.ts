/** The guide folds away once the visitor is past the middle of the page. */
export const guideCollapseFraction = 0.5;

export type GuideView = 'hidden' | 'expanded' | 'collapsed';

export type GuideEvent =
  | { type: 'scroll'; fraction: number }
  | { type: 'expand' }
  | { type: 'got-it' }
  | { type: 'close' }
  | { type: 'dont-show-again' };

export interface GuideState {
  view: GuideView;
  /** Set once the guide folded itself; after the visitor opens it again, it stays open. */
  autoCollapsed: boolean;
}

export function initialGuideState(visible: boolean): GuideState {
  return { view: visible ? 'expanded' : 'hidden', autoCollapsed: false };
}

/** 'Got it', the close icon and 'Don't show again' all hide it; only the last one is permanent. */
export function nextGuideState(state: GuideState, event: GuideEvent): GuideState {
  if (state.view === 'hidden') return state;
  switch (event.type) {
    case 'scroll':
      return state.view === 'expanded' && !state.autoCollapsed && event.fraction > guideCollapseFraction
        ? { view: 'collapsed', autoCollapsed: true }
        : state;
    case 'expand':
      return { ...state, view: 'expanded' };
    case 'got-it':
    case 'close':
    case 'dont-show-again':
      return { ...state, view: 'hidden' };
  }
}
