import { describe, expect, it } from 'vitest';
import { abandonedAfterMs, adopt, findOrphans, type Adopter, type Orphan } from '../../../../../src/lib/analytics/adoption.ts';
import { browserPageLocks, type PageLocks } from '../../../../../src/lib/analytics/pageLocks.ts';
import { emptyQueue, sealedBatches, type QueueState } from '../../../../../src/lib/analytics/queueState.ts';
import { writeStored, type ListableStore } from '../../../../../src/lib/storage/keyValueStore.ts';
import { memoryStore, sequentialIds } from '../../../support/memoryStore.ts';
import { fakeLockManager } from './support/fakeLocks.ts';
import { batchEvents, pageEvent } from './support/queueHarness.ts';

const now = Date.UTC(2026, 2, 2, 9);
const events = (page: string, from: number, count: number) =>
  Array.from({ length: count }, (_, offset) => pageEvent('feature_use', { page, index: from + offset }));
const batch = (batchId: string, page: string) => ({
  batchId,
  createdAt: now,
  events: events(page, 0, 10),
  failures: 2,
  nextAttemptAt: now,
  beaconed: true,
});

/** A page's queue as it stores it: one batch formed, three events pending under their reserved id. */
const pageQueue = (page: string, marks: { savedAt?: number; closed?: boolean } = {}) => ({
  pending: events(page, 10, 3),
  pendingBatchId: `${page}-pending`,
  batches: [batch(`${page}-1`, page)],
  savedAt: now,
  closed: false,
  ...marks,
});

/** The previous version's single queue: its pending events have no batch id yet. */
const legacyQueue = { pending: events('legacy', 10, 3), batches: [batch('legacy-1', 'legacy')] };

/** Every event of the queue, batches and pending, named `<page>:<index>`. */
const eventNames = (state: QueueState) =>
  sealedBatches(state, now)
    .flatMap(batchEvents)
    .map(({ data }) => `${data.page}:${data.index}`)
    .sort();
const allOf = (page: string) => [...events(page, 0, 13)].map(({ data }) => `${data.page}:${data.index}`).sort();

/** The page whose queue is under `ownKey` adopts `orphans` into its empty queue. */
function adoptInto(store: ListableStore, ownKey: string, orphans: Orphan[]): QueueState {
  const randomId = sequentialIds(ownKey);
  const save = (state: QueueState) => writeStored(store, ownKey, { ...state, savedAt: now, closed: false });
  const adopter: Adopter = { store, now, randomId, save };
  return orphans.reduce((state, orphan) => adopt(adopter, orphan, state), emptyQueue(randomId));
}

/** One adoption pass, as a page that holds the lock of `ownKey` runs it. */
async function adoptAll(store: ListableStore, ownKey: string, locks: PageLocks): Promise<QueueState> {
  await locks.hold(ownKey);
  return adoptInto(store, ownKey, await findOrphans(store, ownKey, locks, () => now));
}

/** The store as a page sees it that crashes right after its first `writes` changes: later ones never happen. */
function crashesAfter(store: ListableStore, writes: number): ListableStore {
  let left = writes;
  const change = (apply: () => void) => {
    if (left-- > 0) apply();
  };
  return {
    getItem: (key) => store.getItem(key),
    key: (index) => store.key(index),
    get length() {
      return store.length;
    },
    setItem: (key, value) => change(() => store.setItem(key, value)),
    removeItem: (key) => change(() => store.removeItem(key)),
  };
}

describe('finding orphans', () => {
  const store = memoryStore({
    'analytics-queue:open': JSON.stringify(pageQueue('open')),
    'analytics-queue:crashed': JSON.stringify(pageQueue('crashed')),
    'analytics-queue:left': JSON.stringify(pageQueue('left', { closed: true })),
    'analytics-queue:stale': JSON.stringify(pageQueue('stale', { savedAt: now - abandonedAfterMs - 1 })),
    'analytics-queue:corrupt': '{"pending":',
    'analytics-queue': JSON.stringify(legacyQueue),
    'analytics-queue:own': JSON.stringify(pageQueue('own')),
    theme: 'dark',
  });
  const found = async (locks: PageLocks) => (await findOrphans(store, 'analytics-queue:own', locks, () => now)).map(([key]) => key).sort();

  it('takes a queue for gone when its lock is free or its page closed it, and never its own', async () => {
    const browser = fakeLockManager();
    for (const page of ['open', 'left', 'stale', 'own']) await browser.forPage().hold(`analytics-queue:${page}`);
    expect(await found(browser.forPage())).toEqual([
      'analytics-queue',
      'analytics-queue:corrupt',
      'analytics-queue:crashed',
      'analytics-queue:left',
    ]);
  });

  it('without Web Locks, takes only queues closed by their page or not written for a day', async () => {
    expect(await found(browserPageLocks(undefined))).toEqual([
      'analytics-queue',
      'analytics-queue:corrupt',
      'analytics-queue:left',
      'analytics-queue:stale',
    ]);
  });

  it('lists keys before asking for the locks, so a page that starts meanwhile is not taken for gone', async () => {
    const browser = fakeLockManager();
    const locks: PageLocks = {
      hold: async () => () => {},
      held: async () => {
        const answer = new Set(browser.held);
        await browser.forPage().hold('analytics-queue:newcomer');
        store.setItem('analytics-queue:newcomer', JSON.stringify(pageQueue('newcomer')));
        return answer;
      },
    };
    expect(await findOrphans(store, 'analytics-queue:own', locks, () => now)).not.toContainEqual([
      'analytics-queue:newcomer',
      expect.anything(),
    ]);
  });
});

describe.each([
  ['a page’s queue', 'analytics-queue:gone', pageQueue('gone'), 'gone'],
  ['the previous version’s queue', 'analytics-queue', legacyQueue, 'legacy'],
])('adopting %s', (_, orphanKey, orphan, page) => {
  it('moves every event into the adopting page’s queue and deletes the orphan', async () => {
    const store = memoryStore({ [orphanKey]: JSON.stringify(orphan) });
    const state = await adoptAll(store, 'analytics-queue:adopter', fakeLockManager().forPage());
    expect(eventNames(state)).toEqual(allOf(page));
    expect(state.batches.find((each) => each.batchId === `${page}-1`)).toEqual(orphan.batches[0]);
    expect([...store.data.keys()]).toEqual(['analytics-queue:adopter']);
  });

  it('loses no event and cuts none into two batches when the adopting page crashes after any step', async () => {
    for (let writes = 0; writes <= 3; writes += 1) {
      const store = memoryStore({ [orphanKey]: JSON.stringify(orphan) });
      const browser = fakeLockManager();
      const crashed = browser.forPage();
      await adoptAll(crashesAfter(store, writes), 'analytics-queue:crashed', crashed);
      crashed.die();
      const state = await adoptAll(store, 'analytics-queue:next', browser.forPage());
      expect(eventNames(state), `crash after ${writes} writes`).toEqual(allOf(page));
      expect([...store.data.keys()]).toEqual(['analytics-queue:next']);
    }
  });
});

it('two pages adopting the same orphan at once put its events under the same batch ids', async () => {
  const store = memoryStore({ 'analytics-queue:gone': JSON.stringify(pageQueue('gone')) });
  const locks = fakeLockManager().forPage();
  const foundByFirst = await findOrphans(store, 'analytics-queue:first', locks, () => now);
  const foundBySecond = await findOrphans(store, 'analytics-queue:second', locks, () => now);
  const first = adoptInto(store, 'analytics-queue:first', foundByFirst);
  const second = adoptInto(store, 'analytics-queue:second', foundBySecond);
  expect(sealedBatches(second, now)).toEqual(sealedBatches(first, now));
  expect(eventNames(first)).toEqual(allOf('gone'));
});
