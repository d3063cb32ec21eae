import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import type { ShownResult } from './ResultScreen.tsx';
import { failureMarkup, loadingResultMarkup } from './screenMarkup.ts';

/**
 * What a role page shows in place of its questions: a plain screen (the latest-result offer, a
 * missing result, a failure) or a result, whose React module is loaded only then. The questions
 * stay in the page, hidden, so going back to them keeps the attempt as it was.
 */
export function createRoleScreens(element: HTMLElement, content: AssessmentContent) {
  const questions = element.querySelector<HTMLElement>('[data-flow]')!;
  const host = element.querySelector<HTMLElement>('[data-screen]')!;
  const exposure = element.querySelector<HTMLTemplateElement>('template[data-exposure]')?.content ?? document.createDocumentFragment();
  let unmount: (() => void) | undefined;
  let startAgain = () => {};
  // Each screen is drawn anew, so its Start again is heard here, once.
  host.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('[data-action="start-again"]')) startAgain();
  });

  function show(markup: string): void {
    unmount?.();
    unmount = undefined;
    host.innerHTML = markup;
    host.hidden = false;
    questions.hidden = true;
  }

  return {
    show,
    showQuestions(): void {
      show('');
      host.hidden = true;
      questions.hidden = false;
    },
    showingQuestions: () => !questions.hidden,
    onStartAgain(listener: () => void): void {
      startAgain = listener;
    },
    showResult(shown: ShownResult, onStartAgain: () => void): void {
      show(loadingResultMarkup);
      import('./ResultScreen.tsx').then(
        ({ mountResult }) => {
          host.replaceChildren();
          unmount = mountResult(host, { content, shown, exposure, onStartAgain });
        },
        (error: unknown) => {
          console.error('The result view could not be loaded.', error);
          show(failureMarkup('Your result could not be shown.'));
        },
      );
    },
  };
}
