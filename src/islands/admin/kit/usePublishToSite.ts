import { useCallback, useEffect, useRef, useState } from 'react';
import { pageVersion, rebuildState, requestRebuild, type SiteBuild } from './siteRebuild.ts';

export type PublishStatus =
  | { phase: 'idle' }
  | { phase: 'publishing'; build: SiteBuild | null }
  | { phase: 'live'; path: string }
  | { phase: 'left-out'; path: string; title: string; reason: string }
  | { phase: 'failed'; message: string };

const pollEveryMs = 1500;
/** A deploy hook's build runs on the static host; past this, the editor stops watching and says so. */
const giveUpAfterMs = 15 * 60_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/**
 * After a piece is saved as published (or unpublished): asks for a rebuild and follows it until
 * the public page at `path` is live, so the editor can say "publishing…" and then "live" with the
 * link. A failed build keeps the previous site; the status says why. A build that could not
 * render this piece publishes the rest of the site and says why the piece was left out.
 */
export function usePublishToSite(): { status: PublishStatus; publish(path: string): Promise<void> } {
  const [status, setStatus] = useState<PublishStatus>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const publish = useCallback(async (path: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setStatus({ phase: 'publishing', build: null });
    try {
      const before = await pageVersion(path, signal);
      let build = await requestRebuild(signal);
      const startedWatching = Date.now();
      for (;;) {
        setStatus({ phase: 'publishing', build });
        if (build.state === 'failed') {
          setStatus({ phase: 'failed', message: build.error ?? 'The site build failed; the previous site is still live.' });
          return;
        }
        if (build.state === 'live') break;
        // A deploy hook reports nothing more: the page changing is the sign the new site is live.
        if (build.state === 'requested' && (await pageVersion(path, signal)) !== before) break;
        if (Date.now() - startedWatching > giveUpAfterMs) {
          setStatus({ phase: 'failed', message: 'The site has not changed after 15 minutes: check the static host’s deploys.' });
          return;
        }
        await sleep(pollEveryMs, signal);
        if (build.state !== 'requested') build = await rebuildState(build.id, signal);
      }
      const leftOut = build.skipped.find((piece) => piece.page === path);
      setStatus(leftOut ? { phase: 'left-out', path, title: leftOut.title, reason: leftOut.reason } : { phase: 'live', path });
    } catch (error) {
      if (signal.aborted) return;
      setStatus({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  return { status, publish };
}
