import { useEffect, useState } from 'react';
import { ownResult } from '../../lib/assessments/results/ownResult.ts';
import { activeShareToken, createShareToken, revokeShares, shareUrl } from '../../lib/assessments/results/shareLinks.ts';

interface ShareResultProps {
  clientResultId: string;
  /** The stored row's id when the page already has it; a fresh result looks it up on first use. */
  resultId?: string;
}

type ShareState =
  | { kind: 'idle'; note?: string }
  | { kind: 'working' }
  | { kind: 'shared'; token: string }
  | { kind: 'failed'; message: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The service did not answer.');

/**
 * Opt-in sharing: nothing is shared until the person asks for a link, and "Stop sharing" makes
 * every earlier copy of the link say the result is no longer shared. The link shows the score,
 * the level and the dimensions only.
 */
export function ShareResult({ clientResultId, resultId }: ShareResultProps) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  useEffect(() => {
    if (!resultId) return;
    activeShareToken(resultId).then(
      (token) => token && setState({ kind: 'shared', token }),
      (error: unknown) => console.warn(error),
    );
  }, [resultId]);

  const rowId = async () => {
    if (resultId) return resultId;
    const row = await ownResult(clientResultId);
    if (!row) throw new Error('This result is not saved to your account yet, so it cannot be shared.');
    return row.id;
  };
  const run = (task: () => Promise<ShareState>) => {
    setState({ kind: 'working' });
    task().then(setState, (error: unknown) => setState({ kind: 'failed', message: messageOf(error) }));
  };
  const share = () => run(async () => ({ kind: 'shared', token: await createShareToken(await rowId()) }));
  const stop = () =>
    run(async () => {
      await revokeShares(await rowId());
      return { kind: 'idle', note: 'Sharing stopped: the link now says the result is no longer shared.' };
    });

  if (state.kind === 'shared') {
    const url = shareUrl(location.origin, state.token);
    return (
      <div className="result-share">
        <label htmlFor="result-share-link">
          Anyone with this link sees your score, level and dimensions; not your answers or your name.
        </label>
        <input id="result-share-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <div className="hub-actions">
          <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(url)}>
            Copy link
          </button>
          <button type="button" className="button" onClick={stop}>
            Stop sharing
          </button>
        </div>
      </div>
    );
  }
  return (
    <>
      <button type="button" className="button" data-feature-use="share_link" onClick={share} disabled={state.kind === 'working'}>
        Share a link
      </button>
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      {state.kind === 'idle' && state.note && <p role="status">{state.note}</p>}
    </>
  );
}
