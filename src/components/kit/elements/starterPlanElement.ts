import { readTicked, toggle, writeTicked } from '../../../lib/kit/checklist.ts';

/** Restores the ticks from localStorage and saves each change, so the plan survives reloads. */
class KitStarterPlan extends HTMLElement {
  connectedCallback(): void {
    let ticked = readTicked(localStorage);
    const boxes = [...this.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    for (const box of boxes) box.checked = ticked.has(box.value);
    this.showProgress(boxes);
    this.addEventListener('change', (event) => {
      const box = event.target as HTMLInputElement;
      ticked = toggle(ticked, box.value, box.checked);
      writeTicked(localStorage, ticked);
      this.showProgress(boxes);
    });
  }

  private showProgress(boxes: HTMLInputElement[]): void {
    const done = boxes.filter((box) => box.checked).length;
    const progress = this.querySelector<HTMLElement>('[data-progress]');
    if (progress) progress.textContent = `${done} of ${boxes.length} days done. Your ticks are kept in this browser only.`;
  }
}

customElements.define('kit-starter-plan', KitStarterPlan);
