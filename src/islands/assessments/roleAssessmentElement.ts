/**
 * `<role-assessment data-content data-content-version>` on a role page: the questions in plain DOM
 * over the drawn first question, resumed from storage as soon as the page runs this, then a
 * returning person's latest-result offer, and a result (fresh, or at its own `?result=` address)
 * drawn by the React module loaded only then.
 */
import type { AssessmentContent } from '../../lib/assessments/islandProps.ts';
import { previousResult } from '../../lib/assessments/results/resultQueries.ts';
import { addressedResult } from '../../lib/assessments/results/resultAddress.ts';
import { ownResult } from '../../lib/assessments/results/ownResult.ts';
import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { localProgressStorage } from './localProgressStorage.ts';
import { startQuestionFlow } from './questionFlow.ts';
import { createRoleScreens } from './roleScreens.ts';
import { failureMarkup, latestOfferMarkup, loadingResultMarkup, resultNotFoundMarkup } from './screenMarkup.ts';
import { submitAssessment } from './submitAssessment.ts';

class RoleAssessmentElement extends HTMLElement {
  connectedCallback(): void {
    const content = JSON.parse(this.dataset.content ?? 'null') as AssessmentContent;
    const contentVersion = this.dataset.contentVersion ?? '';
    const rolePath = location.pathname;
    const screens = createRoleScreens(this, content);
    // undefined until the backend answers; then the latest saved result, or null for none.
    let latest: StoredResult | null | undefined;
    const startAgain = () => {
      history.replaceState(history.state, '', location.pathname);
      screens.showQuestions();
    };
    const flow = startQuestionFlow({
      roleId: content.roleId,
      assessment: content.assessment,
      root: this.querySelector('[data-flow]')!,
      storage: localProgressStorage(),
      onComplete: (answers) => {
        const shown = submitAssessment({ content, contentVersion, answers, previous: latest }, (saved) => {
          latest = saved;
          flow.clearProgress();
        });
        screens.showResult(shown, () => {
          startAgain();
          flow.restart(true);
        });
      },
    });

    // From a screen whose button goes away with it, focus goes to the step the reader is back on.
    const resume = () => {
      startAgain();
      flow.focusStep();
    };
    screens.onStartAgain(resume);
    const address = addressedResult(location.search);
    if (address.kind === 'malformed') screens.show(resultNotFoundMarkup(rolePath));
    if (address.kind === 'id') {
      screens.show(loadingResultMarkup);
      ownResult(address.clientResultId).then(
        (stored) =>
          stored && stored.role_id === content.roleId
            ? screens.showResult({ kind: 'stored', stored }, resume)
            : screens.show(resultNotFoundMarkup(rolePath)),
        (error: unknown) => screens.show(failureMarkup(error instanceof Error ? error.message : 'The result could not be loaded.')),
      );
    }
    previousResult(content.roleId).then(
      (stored) => {
        latest ??= stored;
        if (stored && !flow.inProgress() && screens.showingQuestions()) screens.show(latestOfferMarkup(stored, rolePath));
      },
      (error: unknown) => console.warn('The previous result could not be loaded; the result will show without a comparison.', error),
    );
  }
}

if (!customElements.get('role-assessment')) customElements.define('role-assessment', RoleAssessmentElement);
