import type { FlowAction } from '../../lib/assessments/flow.ts';
import { missingAnswerId, missingAnswerText } from './questionMarkup.ts';

export interface StepHandlers {
  /** An option was chosen; the radio shows it already, so the step is not drawn again. */
  choose(questionId: string, option: number): void;
  /** Next, Back, Change or Submit: the step changes. */
  act(action: Exclude<FlowAction, { type: 'choose' | 'restore' | 'restart' }>): void;
}

/**
 * The step's controls, listened to once on their container so every drawn step is covered:
 * Next without an answer explains what is missing instead of doing nothing.
 */
export function listenToStep(step: HTMLElement, handlers: StepHandlers): void {
  step.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'radio') return;
    step.querySelector(`#${CSS.escape(missingAnswerId({ id: input.name }))}`)?.remove();
    step.querySelector('fieldset')?.removeAttribute('aria-describedby');
    handlers.choose(input.name, Number(input.value));
  });
  step.addEventListener('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    if (form.querySelector('input:checked')) return handlers.act({ type: 'next' });
    const id = missingAnswerId({ id: form.dataset.question ?? '' });
    if (form.querySelector(`#${CSS.escape(id)}`)) return;
    const hint = Object.assign(document.createElement('p'), { id, className: 'font-semibold', textContent: missingAnswerText });
    hint.setAttribute('role', 'alert');
    const fieldset = form.querySelector('fieldset')!;
    fieldset.after(hint);
    fieldset.setAttribute('aria-describedby', id);
  });
  step.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    if (!button) return;
    const action = button.dataset.action;
    if (action === 'back') handlers.act({ type: 'back' });
    else if (action === 'change') handlers.act({ type: 'change', index: Number(button.dataset.index) });
    else if (action === 'submit') handlers.act({ type: 'submit' });
  });
}
