/**
 * Each page load starts at the top, except a link to an #anchor and a back/forward visit, where the
 * reader expects to be where they were.
 */
export function startAtTop(win: Window): void {
  const [navigation] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (win.location.hash || navigation?.type === 'back_forward') return;
  win.scrollTo(0, 0);
}
