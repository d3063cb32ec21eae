import { expect, it } from 'vitest';
import { removeAnalyticsQueues } from '../../../../../src/lib/analytics/removeQueues.ts';
import { memoryStore } from '../../../support/memoryStore.ts';

it('deletes the queue of every page and the previous version’s, and nothing else', () => {
  const store = memoryStore({
    'analytics-queue': '{}',
    'analytics-queue:page-a': '{}',
    'analytics-queue:page-b': '{}',
    'analytics-queue-note': 'kept',
    theme: 'dark',
  });
  removeAnalyticsQueues(store);
  expect(Object.fromEntries(store.data)).toEqual({ 'analytics-queue-note': 'kept', theme: 'dark' });
});

it('does nothing where the browser blocks storage', () => {
  expect(() => removeAnalyticsQueues(memoryStore({}, true))).not.toThrow();
});
