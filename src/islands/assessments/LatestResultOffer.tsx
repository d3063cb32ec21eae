import type { StoredResult } from '../../lib/assessments/results/storedResult.ts';
import { formatDate } from '../../lib/assessments/results/formatDate.ts';
import { resultHref } from '../../lib/assessments/results/resultAddress.ts';

interface LatestResultOfferProps {
  latest: StoredResult;
  rolePath: string;
  onStartAgain(): void;
}

/** A returning person chooses: reopen their latest result, or start the questions again. */
export function LatestResultOffer({ latest, rolePath, onStartAgain }: LatestResultOfferProps) {
  return (
    <section aria-labelledby="latest-result-title" className="card latest-result">
      <h2 id="latest-result-title" className="card-title">
        You took this assessment on {formatDate(latest.completed_at)}
      </h2>
      <p>
        Your result: {latest.overall_score} out of 100, {latest.level}.
      </p>
      <div className="hub-actions">
        <a className="button button-primary" href={resultHref(rolePath, latest.client_result_id)}>
          See your latest result
        </a>
        <button type="button" className="button" onClick={onStartAgain}>
          Start again
        </button>
      </div>
    </section>
  );
}
