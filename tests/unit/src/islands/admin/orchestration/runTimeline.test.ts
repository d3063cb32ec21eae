import { describe, expect, it } from 'vitest';
import { checked, listOf } from '../../../../../../src/islands/admin/kit/answerShape.ts';
import { askOf, step } from '../../../../../../src/islands/admin/orchestration/runShapes.ts';
import { canRetry, timelineOf } from '../../../../../../src/islands/admin/orchestration/runTimeline.ts';
import { aRun, aStep } from './support/runRows.ts';

describe('a run’s timeline', () => {
  it('shows each ordinal once, in order, as its latest attempt, the attempts a retry replaced folded under it newest first', () => {
    const steps = [
      aStep('c1', 2, { attempt: 1, status: 'failed', error: 'The mail provider did not answer.' }),
      aStep('a', 0),
      aStep('c3', 2, { attempt: 3 }),
      aStep('b', 1),
      aStep('c2', 2, { attempt: 2, status: 'failed' }),
    ];
    const timeline = timelineOf(steps);
    expect(timeline.map((entry) => entry.step.id)).toEqual(['a', 'b', 'c3']);
    expect(timeline[2]?.earlier.map((step) => step.id)).toEqual(['c2', 'c1']);
    expect(timeline[0]?.earlier).toEqual([]);
    expect(timelineOf([])).toEqual([]);
  });

  it('offers "retry from this step" on the failed latest attempt of a failed run only', () => {
    const failedStep = { step: aStep('f', 1, { status: 'failed' }), earlier: [] };
    const doneStep = { step: aStep('d', 0), earlier: [aStep('d0', 0, { status: 'failed' })] };
    expect(canRetry(aRun('r', { status: 'failed' }), failedStep)).toBe(true);
    expect(canRetry(aRun('r', { status: 'failed' }), doneStep)).toBe(false);
    for (const status of ['queued', 'running', 'waiting_approval', 'succeeded', 'cancelled'] as const)
      expect(canRetry(aRun('r', { status }), failedStep), status).toBe(false);
  });

  it('reads an approval step’s ask (the tool, its input, why) with the step, and refuses a step that asks in another shape', () => {
    const asking = aStep('ap', 3, {
      kind: 'approval',
      tool_name: 'send_reply',
      status: 'waiting',
      input: { tool: 'send_reply', input: { subject: 'Thanks' }, reason: 'A send always waits for you.' },
    });
    const [read] = checked(listOf(step), [asking], 'the steps');
    expect(read && askOf(read)).toEqual({ tool: 'send_reply', input: { subject: 'Thanks' }, reason: 'A send always waits for you.' });
    expect(() => checked(listOf(step), [{ ...asking, input: { tool: 'send_reply' } }], 'the steps')).toThrow(
      'The server’s answer for the steps is not what this page expects ([0].input.input is missing, expected an object)',
    );
  });
});
