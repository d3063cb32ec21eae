import { checked, hasFields, isBoolean, isString, isWholeNumber, orNull, type Guard } from '../../../lib/plainChecks.ts';
import { callAdminFunction } from '../kit/adminFunctions.ts';

/** Where the send of an issue stands, as newsletter-send answers. */
export interface SendState {
  test: { sentAt: string; to: string; current: boolean } | null;
  started: boolean;
  finishedAt: string | null;
  /** The confirmed subscribers a send would reach now. */
  audience: number;
  total: number;
  sent: number;
  skipped: number;
  pending: number;
  done: boolean;
}

export type SendAction = 'status' | 'test' | 'send';

const isTest = hasFields<NonNullable<SendState['test']>>({ sentAt: isString, to: isString, current: isBoolean });
const isSendState: Guard<SendState> = hasFields<SendState>({
  test: orNull(isTest),
  started: isBoolean,
  finishedAt: orNull(isString),
  audience: isWholeNumber,
  total: isWholeNumber,
  sent: isWholeNumber,
  skipped: isWholeNumber,
  pending: isWholeNumber,
  done: isBoolean,
});

/** One step of sending an issue, as the admin. */
export async function sendStep(issue: string, action: SendAction, signal?: AbortSignal): Promise<SendState> {
  const answer = await callAdminFunction('newsletter-send', { action, issue }, signal);
  return checked(answer, isSendState, 'newsletter-send answer', '{test, started, audience, total, sent, skipped, pending, done}');
}

/** Waits `ms`, or less when the signal aborts first. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** How long to wait before asking again when a call moved nothing: the recipients left are leased to a call that died. */
export const idleRetryMs = 5000;

/**
 * Drives a send to its end, one chunk per call, reporting each answer: every call sends for a
 * while and says how far the send is. A call that moved nothing (its recipients are still leased
 * to an interrupted call, for up to two minutes) is followed by a pause, not a burst of calls.
 * Stops when the send is done, or when the signal aborts.
 */
export async function driveSend(
  step: (action: 'send') => Promise<SendState>,
  onProgress: (state: SendState) => void,
  signal: AbortSignal,
  wait: (ms: number, signal: AbortSignal) => Promise<void> = pause,
): Promise<void> {
  let moved = -1;
  while (!signal.aborted) {
    const state = await step('send');
    onProgress(state);
    if (state.done) return;
    if (state.sent + state.skipped === moved) await wait(idleRetryMs, signal);
    moved = state.sent + state.skipped;
  }
}
