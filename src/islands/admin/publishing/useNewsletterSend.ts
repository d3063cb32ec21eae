import { useCallback, useEffect, useRef, useState } from 'react';
import { driveSend, type SendAction, type SendState, sendStep } from './newsletterSend.ts';

export type SendPhase = 'loading' | 'idle' | 'testing' | 'confirming' | 'sending';

/**
 * The send panel's state: the send as the server last told it, what the panel is doing, and the
 * last failure with the step to try again. A send left unfinished (the tab closed, a crash) is
 * resumed as soon as the panel opens.
 */
export function useNewsletterSend(issueId: string) {
  const [state, setState] = useState<SendState | null>(null);
  const [phase, setPhase] = useState<SendPhase>('loading');
  const [failure, setFailure] = useState<{ message: string; retry: SendAction } | null>(null);
  const running = useRef<AbortController | null>(null);

  const run = useCallback(
    async (action: SendAction) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setFailure(null);
      setPhase(action === 'status' ? 'loading' : action === 'test' ? 'testing' : 'sending');
      try {
        const answer = await sendStep(issueId, action === 'send' ? 'status' : action, controller.signal);
        setState(answer);
        if (action === 'send' || (action === 'status' && answer.started && !answer.done)) {
          setPhase('sending');
          await driveSend((step) => sendStep(issueId, step, controller.signal), setState, controller.signal);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        setFailure({ message: error instanceof Error ? error.message : String(error), retry: action });
      }
      if (!controller.signal.aborted) setPhase('idle');
    },
    [issueId],
  );

  useEffect(() => {
    run('status');
    return () => running.current?.abort();
  }, [run]);

  return {
    state,
    phase,
    failure,
    sendTest: () => run('test'),
    askToSend: () => setPhase('confirming'),
    cancel: () => setPhase('idle'),
    sendToAll: () => run('send'),
    retry: () => failure && run(failure.retry),
  };
}
