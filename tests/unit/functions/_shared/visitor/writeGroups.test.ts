import { PostgrestError, type PostgrestSingleResponse } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createWriteGroups } from '../../../../../functions/_shared/visitor/writeGroups.ts';

interface Call {
  items: string[];
  answer(outcome: PostgrestSingleResponse<boolean[]>): void;
  fail(error: Error): void;
}

/** A store whose calls the test answers by hand, one by one, so it sees who is answered when. */
function handAnsweredStore({ maxWeight = 100, maxCalls = 1 } = {}) {
  const calls: Call[] = [];
  const write = createWriteGroups<string, boolean>({
    writeAll: (items) => new Promise((answer, fail) => calls.push({ items: [...items], answer, fail })),
    weight: (item) => item.length,
    maxWeight,
    maxCalls,
  });
  const callFor = async (items: string[]) =>
    vi.waitFor(() => {
      const call = calls.find((candidate) => candidate.items.join() === items.join());
      if (!call) throw new Error(`no call for ${items.join()} yet; calls so far: ${calls.map((c) => `[${c.items.join()}]`).join(' ')}`);
      return call;
    });
  return { calls, write, callFor };
}

const stored = (data: boolean[]): PostgrestSingleResponse<boolean[]> => ({
  success: true,
  data,
  error: null,
  count: null,
  status: 200,
  statusText: 'OK',
});

const refused = (code: string): PostgrestSingleResponse<never> => ({
  success: false,
  data: null,
  error: new PostgrestError({ message: `refused (${code})`, details: '', hint: '', code }),
  count: null,
  status: code === 'PGRST000' ? 503 : 400,
  statusText: 'refused',
});

/** Which of the writes have been answered so far. */
function watch<T>(promises: Promise<T>[]) {
  const answered = promises.map(() => false);
  for (const [index, promise] of promises.entries()) void promise.then(() => (answered[index] = true));
  return answered;
}

/** Lets every callback that is already due run, so a wrong early answer would show. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('grouped writes', () => {
  it('store writes that arrive together in one call and answer each with its own value', async () => {
    const store = handAnsweredStore();
    const writes = ['a', 'b', 'c'].map((item) => store.write(item));
    (await store.callFor(['a', 'b', 'c'])).answer(stored([true, false, true]));
    expect((await Promise.all(writes)).map((outcome) => outcome.data)).toEqual([true, false, true]);
    expect(store.calls).toHaveLength(1);
  });

  it('answer nobody before the call has answered, so never before commit', async () => {
    const store = handAnsweredStore();
    const writes = [store.write('a'), store.write('b')];
    const answered = watch(writes);
    const call = await store.callFor(['a', 'b']);
    await settle();
    expect(answered).toEqual([false, false]);
    call.answer(stored([true, true]));
    await Promise.all(writes);
    expect(answered).toEqual([true, true]);
  });

  it('send the writes that arrive while a call is under way together, once it has answered', async () => {
    const store = handAnsweredStore();
    const first = store.write('a');
    const firstCall = await store.callFor(['a']);
    const later = [store.write('b'), store.write('c')];
    await settle();
    expect(store.calls).toHaveLength(1);
    firstCall.answer(stored([true]));
    (await store.callFor(['b', 'c'])).answer(stored([true, true]));
    expect((await first).data).toBe(true);
    expect((await Promise.all(later)).map((outcome) => outcome.data)).toEqual([true, true]);
  });

  it('with two calls allowed, send a write that arrives during one call at once, and hold those that find both busy', async () => {
    const store = handAnsweredStore({ maxCalls: 2 });
    const first = store.write('a');
    const firstCall = await store.callFor(['a']);
    const second = store.write('b');
    const secondCall = await store.callFor(['b']);
    const later = [store.write('c'), store.write('d')];
    await settle();
    expect(store.calls).toHaveLength(2);
    secondCall.answer(stored([true]));
    (await store.callFor(['c', 'd'])).answer(stored([true, false]));
    firstCall.answer(stored([true]));
    expect((await Promise.all([first, second, ...later])).map((outcome) => outcome.data)).toEqual([true, true, true, false]);
  });

  it('try the items of a failed group one by one, so a refused item fails alone and the others are stored', async () => {
    const store = handAnsweredStore();
    const writes = ['a', 'b', 'c'].map((item) => store.write(item));
    const answered = watch(writes);
    (await store.callFor(['a', 'b', 'c'])).answer(refused('23514'));
    const [a, b, c] = await Promise.all([store.callFor(['a']), store.callFor(['b']), store.callFor(['c'])]);
    await settle();
    expect(answered, 'a failed group acknowledges nobody').toEqual([false, false, false]);
    a?.answer(stored([true]));
    b?.answer(refused('23514'));
    c?.answer(stored([true]));
    const [outcomeA, outcomeB, outcomeC] = await Promise.all(writes);
    expect([outcomeA?.data, outcomeC?.data]).toEqual([true, true]);
    expect(outcomeB).toMatchObject({ data: null, error: { code: '23514' } });
  });

  it('give every write its own error when the database cannot be reached at all', async () => {
    const store = handAnsweredStore();
    const writes = ['a', 'b'].map((item) => store.write(item));
    (await store.callFor(['a', 'b'])).answer(refused('PGRST000'));
    for (const item of ['a', 'b']) (await store.callFor([item])).answer(refused('PGRST000'));
    for (const outcome of await Promise.all(writes)) expect(outcome).toMatchObject({ data: null, status: 503 });
  });

  it('keep a group within its weight, and send an item heavier than the limit alone', async () => {
    const store = handAnsweredStore({ maxWeight: 5 });
    const writes = ['aa', 'bbb', 'cc', 'dddddddd'].map((item) => store.write(item));
    (await store.callFor(['aa', 'bbb'])).answer(stored([true, true]));
    (await store.callFor(['cc'])).answer(stored([true]));
    (await store.callFor(['dddddddd'])).answer(stored([true]));
    expect((await Promise.all(writes)).map((outcome) => outcome.data)).toEqual([true, true, true, true]);
  });

  it('reject the writes of a call that threw instead of leaving them waiting, and keep serving', async () => {
    const store = handAnsweredStore();
    const writes = [store.write('a'), store.write('b')];
    (await store.callFor(['a', 'b'])).fail(new Error('the client broke'));
    for (const result of await Promise.allSettled(writes)) expect(result).toMatchObject({ status: 'rejected' });
    const next = store.write('c');
    (await store.callFor(['c'])).answer(stored([true]));
    expect((await next).data).toBe(true);
  });
});
