import { bandFor, confidenceScore } from '../../../lib/kit/selfCheck.ts';
import type { ConfidenceBand } from '../../../lib/kit/schema.ts';

/** Reads the bands from the page itself, so the script carries no copy of the kit's words. */
function bandsOnPage(root: HTMLElement): ConfidenceBand[] {
  return [...root.querySelectorAll<HTMLElement>('[data-band]')].map((element) => ({
    min: Number(element.dataset.min),
    max: Number(element.dataset.max),
    name: element.querySelector('[data-band-name]')?.textContent ?? '',
    summary: element.querySelector('[data-band-summary]')?.textContent ?? '',
    startWith: element.querySelector('[data-band-start]')?.textContent ?? '',
  }));
}

/** Scores the self-check in place: the result, or which statement still has no answer. */
export function scoreSelfCheck(root: HTMLElement, form: HTMLFormElement): void {
  const groups = [...form.querySelectorAll('fieldset')];
  const answers = groups.map((group) => Number(group.querySelector<HTMLInputElement>('input:checked')?.value ?? NaN));
  const error = root.querySelector<HTMLElement>('[data-error]')!;
  const result = root.querySelector<HTMLElement>('[data-result]')!;
  const score = confidenceScore(answers, groups.length);
  if (score === null) {
    const missing = answers.findIndex((answer) => Number.isNaN(answer));
    error.textContent = `Please answer every statement: number ${missing + 1} has no answer yet.`;
    error.hidden = false;
    groups[missing]?.querySelector('input')?.focus();
    return;
  }
  error.hidden = true;
  const band = bandFor(score, bandsOnPage(root));
  result.replaceChildren(
    heading(`Your confidence: ${score} out of 100, ${band.name}`),
    paragraph(band.summary),
    paragraph(`Start with: ${band.startWith}`),
  );
  result.hidden = false;
  result.focus();
}

function heading(text: string): HTMLElement {
  const element = document.createElement('h3');
  element.textContent = text;
  return element;
}

function paragraph(text: string): HTMLElement {
  const element = document.createElement('p');
  element.textContent = text;
  return element;
}
