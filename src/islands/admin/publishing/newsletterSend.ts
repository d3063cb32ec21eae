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

/**
 * Drives a send to its end, one chunk per call, reporting each answer: every call sends for a
 * while and says how far the send is. Stops when the send is done, or when the signal aborts.
 */
export async function driveSend(
  step: (action: 'send') => Promise<SendState>,
  onProgress: (state: SendState) => void,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    const state = await step('send');
    onProgress(state);
    if (state.done) return;
  }
}
