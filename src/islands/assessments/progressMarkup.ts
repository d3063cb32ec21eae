/** How many questions have an answer, for eyes and for screen readers alike. */
export function progressMarkup(answered: number, total: number): string {
  return (
    `<div class="space-y-1"><p id="assessment-progress-label" class="text-sm text-muted" data-progress-label>${answered} of ${total} answered</p>` +
    `<div role="progressbar" aria-labelledby="assessment-progress-label" aria-valuemin="0" aria-valuemax="${total}" ` +
    `aria-valuenow="${answered}" aria-valuetext="${answered} of ${total} questions answered" class="h-2 overflow-hidden rounded-full bg-accent-soft">` +
    `<div class="h-full rounded-full bg-accent motion-safe:transition-[width]" style="width: ${percent(answered, total)}%"></div></div></div>`
  );
}

/** Moves the drawn bar to a new count; its width eases only where the reader allows motion. */
export function showProgress(root: ParentNode, answered: number, total: number): void {
  const bar = root.querySelector<HTMLElement>('[role="progressbar"]');
  const label = root.querySelector('[data-progress-label]');
  if (!bar || !label) return;
  label.textContent = `${answered} of ${total} answered`;
  bar.setAttribute('aria-valuenow', String(answered));
  bar.setAttribute('aria-valuetext', `${answered} of ${total} questions answered`);
  (bar.firstElementChild as HTMLElement | null)?.style.setProperty('width', `${percent(answered, total)}%`);
}

const percent = (answered: number, total: number) => Math.round((100 * answered) / total);
