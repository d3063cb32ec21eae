import { describe, expect, it, vi } from 'vitest';
import { createAfterAnswer } from '../../../../server/http/afterAnswer.ts';

describe('createAfterAnswer', () => {
  it('starts a task only after the code that scheduled it has finished, and settles once it ends', async () => {
    const afterAnswer = createAfterAnswer();
    const steps: string[] = [];
    afterAnswer('A test task', async () => {
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
    afterAnswer('A confirmation resend', () => Promise.reject(failure));
    await afterAnswer.settled();
    expect(logged).toHaveBeenCalledWith('A confirmation resend failed after the answer was sent:', failure);
    logged.mockRestore();
  });

  it('waits for tasks that tasks schedule', async () => {
    const afterAnswer = createAfterAnswer();
    let done = false;
    afterAnswer('An outer task', async () => {
      afterAnswer('An inner task', async () => {
        done = true;
      });
    });
    await afterAnswer.settled();
    expect(done).toBe(true);
  });
});
