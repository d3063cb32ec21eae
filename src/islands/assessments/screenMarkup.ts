import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { formatDate } from '../../lib/assessments/results/formatDate.ts';
import { resultHref } from '../../lib/assessments/results/resultAddress.ts';
import { escapeHtml } from '../../lib/escapeHtml.ts';

/**
 * The screens of a role page that are not the questions nor a result: plain markup, so a page that
 * shows one loads no framework for it.
 */

/** A returning person chooses: reopen their latest result, or start the questions again. */
export function latestOfferMarkup(latest: StoredResult, rolePath: string): string {
  return (
    `<section aria-labelledby="latest-result-title" class="card latest-result">` +
    `<h2 id="latest-result-title" class="card-title">You took this assessment on ${escapeHtml(formatDate(latest.completed_at))}</h2>` +
    `<p>Your result: ${latest.overall_score} out of 100, ${escapeHtml(latest.level)}.</p><div class="hub-actions">` +
    `<a class="button button-primary" href="${escapeHtml(resultHref(rolePath, latest.client_result_id))}">See your latest result</a>` +
    `<button type="button" class="button" data-action="start-again">Start again</button></div></section>`
  );
}

/** The address names no result of this person's: said plainly, with the way back. */
export function resultNotFoundMarkup(rolePath: string): string {
  return (
    `<section aria-labelledby="result-missing-title" class="card" role="alert">` +
    `<h2 id="result-missing-title" class="card-title">Result not found, or not yours</h2>` +
    `<p>This address names no result saved to your account. Results can only be opened by the person who took them.</p>` +
    `<div class="hub-actions"><a class="button" href="${escapeHtml(rolePath)}">Go to the assessment</a></div></section>`
  );
}

export const loadingResultMarkup = '<p role="status">Loading your result…</p>';

export const failureMarkup = (message: string) => `<p role="alert">${escapeHtml(message)} Reload the page to try again.</p>`;
