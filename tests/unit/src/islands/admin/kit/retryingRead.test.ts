import { describe, expect, it } from 'vitest';
import { ToolCallError } from '../../../../../../src/islands/admin/kit/adminFunctions.ts';
import { AnswerShapeError } from '../../../../../../src/islands/admin/kit/answerShape.ts';
import { retryingRead } from '../../../../../../src/islands/admin/kit/retryingRead.ts';

/** A clock that only records the waits asked of it. */
function fakeClock() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

/** A read that fails with these errors, in turn, then answers. */
function failing(errors: unknown[]) {
  let calls = 0;
  const read = async () => {
    calls++;
    if (errors.length > 0) throw errors.shift();
    return 'rows';
  };
  return { read, calls: () => calls };
}

const unreachable = () => new ToolCallError('The server could not be reached.', null, 0);
const busy = () => new ToolCallError('Service unavailable', null, 503);

describe('retryingRead', () => {
  it('tries a read the network or a busy server failed again, waiting longer each time, until it answers', async () => {
    const clock = fakeClock();
    const read = failing([unreachable(), busy(), new TypeError('Failed to fetch')]);
    await expect(retryingRead(read.read, clock.sleep)).resolves.toBe('rows');
    expect(clock.waits).toEqual([500, 1000, 2000]);
    expect(read.calls()).toBe(4);
  });

  it('gives up after three more tries, with the last failure', async () => {
    const clock = fakeClock();
    const read = failing([busy(), busy(), busy(), unreachable(), busy()]);
    await expect(retryingRead(read.read, clock.sleep)).rejects.toMatchObject({ status: 0 });
    expect(clock.waits).toHaveLength(3);
    expect(read.calls()).toBe(4);
  });

  it.each([
    ['a refusal', new ToolCallError('Not allowed', 'forbidden', 403)],
    ['a server error', new ToolCallError('Broken', null, 500)],
    ['an answer of the wrong shape', new AnswerShapeError('the leads is a text, expected a list')],
  ])('does not try %s again', async (_what, error) => {
    const clock = fakeClock();
    const read = failing([error]);
    await expect(retryingRead(read.read, clock.sleep)).rejects.toBe(error);
    expect(clock.waits).toEqual([]);
    expect(read.calls()).toBe(1);
  });
});
