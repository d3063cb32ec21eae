import type { PostgrestSingleResponse } from '@supabase/supabase-js';

export interface WriteGroupsOptions<Item, Value> {
  /** Stores every item in one API call, so in one transaction: a value per item, in order, or the call's error. */
  writeAll(items: readonly Item[]): Promise<PostgrestSingleResponse<Value[]>>;
  /** How much of a call an item takes (its JSON length, say); a group stays within `maxWeight` unless one item alone is heavier. */
  weight(item: Item): number;
  maxWeight: number;
  /** How many calls may be under way at once; a write that finds them all busy waits for the next group. */
  maxCalls: number;
}

/**
 * One turn of the event loop, so that the requests that arrived meanwhile reach the queue before a
 * group is cut. Without it, a call that completes without waiting for I/O (the embedded backend
 * answers in-process) would leave every group with one write. setImmediate (Node, recent Deno)
 * runs right after pending I/O; setTimeout, the fallback, waits at least a millisecond in Node.
 */
const nextTurn = (): Promise<void> =>
  new Promise((resolve) => (typeof globalThis.setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));

interface Waiting<Item, Value> {
  item: Item;
  weight: number;
  answer(outcome: PostgrestSingleResponse<Value>): void;
  fail(error: unknown): void;
}

/**
 * Group commit for the writes one function instance receives. A write that arrives while fewer
 * than `maxCalls` calls are under way goes after one turn of the event loop, with whatever arrived
 * in that turn, so an idle instance adds no delay to speak of; writes that arrive while every call
 * is busy wait for the first to answer and then go together, in one call. Requests served at the
 * same time by one instance (a Deno isolate serves many) thus share a transaction.
 *
 * Each write is answered with its own outcome, and only once its group's call has answered, so
 * after commit. When a group's call fails, nobody is answered from it: its items are tried again
 * one by one, so an item the database refuses fails alone and the others are stored.
 */
export function createWriteGroups<Item, Value>(options: WriteGroupsOptions<Item, Value>) {
  const waiting: Waiting<Item, Value>[] = [];
  let calls = 0;

  const nextGroup = () => {
    let total = 0;
    let size = 0;
    while (size < waiting.length && (size === 0 || total + (waiting[size]?.weight ?? 0) <= options.maxWeight)) {
      total += waiting[size]?.weight ?? 0;
      size += 1;
    }
    return waiting.splice(0, size);
  };

  const drain = async () => {
    calls += 1;
    while (waiting.length > 0) {
      await nextTurn();
      // Another call may have taken every waiting write during the turn.
      if (waiting.length > 0) await storeGroup(nextGroup(), options.writeAll);
    }
    calls -= 1;
  };

  return (item: Item): Promise<PostgrestSingleResponse<Value>> =>
    new Promise((answer, fail) => {
      waiting.push({ item, weight: options.weight(item), answer, fail });
      if (calls < options.maxCalls) void drain();
    });
}

async function storeGroup<Item, Value>(group: Waiting<Item, Value>[], writeAll: WriteGroupsOptions<Item, Value>['writeAll']) {
  try {
    const outcome = await writeAll(group.map((waiting) => waiting.item));
    if (outcome.error && group.length > 1) {
      await Promise.all(group.map((waiting) => storeGroup([waiting], writeAll)));
      return;
    }
    if (!outcome.error && outcome.data.length !== group.length) {
      throw new Error(`A group of ${group.length} writes was answered with ${outcome.data.length} values.`);
    }
    for (const [index, waiting] of group.entries()) {
      waiting.answer(outcome.error ? outcome : { ...outcome, data: outcome.data[index] as Value });
    }
  } catch (error) {
    // A thrown error is a bug, not a refusal: every writer hears of it rather than waiting for ever.
    for (const waiting of group) waiting.fail(error);
  }
}
