import { EventEmitter } from 'node:events';
import type { Context } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createAfterAnswer } from '../../../../server/http/afterAnswer.ts';

/** A request handled in-process, with no Node response behind it. */
const inProcess = { env: undefined } as unknown as Context;

/** A request whose Node response has not finished writing yet. */
function writing() {
  const outgoing = Object.assign(new EventEmitter(), { writableFinished: false, destroyed: false });
  return { context: { env: { outgoing } } as unknown as Context, finish: () => outgoing.emit('finish') };
}

describe('createAfterAnswer', () => {
  it('starts a task only once the Node response has been written, and settles when it ends', async () => {
    const afterAnswer = createAfterAnswer();
    const { context, finish } = writing();
    const task = vi.fn(async () => {});
    afterAnswer(context, 'A test task', task);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(task).not.toHaveBeenCalled();
    finish();
    await afterAnswer.settled();
    expect(task).toHaveBeenCalledOnce();
  });

  it('starts a task of an in-process answer after the code that scheduled it', async () => {
    const afterAnswer = createAfterAnswer();
    const steps: string[] = [];
    afterAnswer(inProcess, 'A test task', async () => {
      steps.push('task');
    });
    steps.push('answer');
    await Promise.resolve();
    expect(steps).toEqual(['answer']);
    await afterAnswer.settled();
    expect(steps).toEqual(['answer', 'task']);
  });

  it('logs a failed task with what it was doing, and still settles', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const afterAnswer = createAfterAnswer();
    const failure = new Error('mail API down');
    afterAnswer(inProcess, 'A confirmation resend', () => Promise.reject(failure));
    await afterAnswer.settled();
    expect(logged).toHaveBeenCalledWith('A confirmation resend failed after the answer was sent:', failure);
    logged.mockRestore();
  });

  it('waits for tasks that tasks schedule', async () => {
    const afterAnswer = createAfterAnswer();
    let done = false;
    afterAnswer(inProcess, 'An outer task', async () => {
      afterAnswer(inProcess, 'An inner task', async () => {
        done = true;
      });
    });
    await afterAnswer.settled();
    expect(done).toBe(true);
  });
});
