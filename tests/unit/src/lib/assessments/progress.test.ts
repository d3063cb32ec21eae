import { describe, expect, it } from 'vitest';
import { createProgressStore, progressKey, type ProgressStorage } from '../../../../../src/lib/assessments/progress.ts';
import { loadAssessment } from '../../../support/assessmentContent.ts';

const gardener = loadAssessment('gardener');
const key = progressKey('gardener');
const seedOf = (seed: number) => () => seed;
const newSeed = seedOf(12345);

function memoryStorage(initial: Record<string, string> = {}): ProgressStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}

describe('assessment progress store', () => {
  it('restores the answers and position it saved', () => {
    const storage = memoryStorage();
    createProgressStore(storage, 'gardener', gardener, newSeed).save({ answers: { 'seasonal-plan': 2 }, position: 1, seed: 7 });
    expect(createProgressStore(storage, 'gardener', gardener, newSeed).load()).toEqual({
      answers: { 'seasonal-plan': 2 },
      position: 1,
      seed: 7,
    });
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['a value of the wrong shape', JSON.stringify({ version: 1, answers: 'all of them', position: 0 })],
    ['a value from another version', JSON.stringify({ version: 2, answers: {}, position: 0 })],
    ['a negative option index', JSON.stringify({ version: 1, answers: { 'seasonal-plan': -1 }, position: 0 })],
    ['a seed that is not a whole number', JSON.stringify({ version: 1, answers: {}, position: 0, seed: 'x' })],
  ])('discards %s and starts afresh', (_case, stored) => {
    const storage = memoryStorage({ [key]: stored });
    expect(createProgressStore(storage, 'gardener', gardener, newSeed).load()).toEqual({ answers: {}, position: 0, seed: 12345 });
    expect(storage.items.has(key)).toBe(false);
  });

  it('drops answers that no longer fit the content', () => {
    const stored = JSON.stringify({ version: 1, answers: { 'seasonal-plan': 1, 'removed-question': 0, chemicals: 9 }, position: 99 });
    const progress = createProgressStore(memoryStorage({ [key]: stored }), 'gardener', gardener, newSeed).load();
    expect(progress).toEqual({ answers: { 'seasonal-plan': 1 }, position: gardener.questions.length, seed: 12345 });
  });

  it('gives a new attempt a new seed, and progress saved before seeds existed a new one too', () => {
    expect(createProgressStore(memoryStorage(), 'gardener', gardener, seedOf(5)).load().seed).toBe(5);
    const unseeded = JSON.stringify({ version: 1, answers: { 'seasonal-plan': 1 }, position: 1 });
    expect(createProgressStore(memoryStorage({ [key]: unseeded }), 'gardener', gardener, seedOf(6)).load()).toEqual({
      answers: { 'seasonal-plan': 1 },
      position: 1,
      seed: 6,
    });
  });

  it('keeps each role’s progress apart', () => {
    const storage = memoryStorage();
    createProgressStore(storage, 'gardener', gardener, newSeed).save({ answers: { 'seasonal-plan': 3 }, position: 1, seed: 7 });
    expect(createProgressStore(storage, 'ceo', gardener, newSeed).load().answers).toEqual({});
  });

  it('keeps working when storage throws', () => {
    const failing: ProgressStorage = {
      getItem: () => {
        throw new Error('storage disabled');
      },
      setItem: () => {
        throw new Error('quota exceeded');
      },
      removeItem: () => {
        throw new Error('storage disabled');
      },
    };
    const store = createProgressStore(failing, 'gardener', gardener, newSeed);
    expect(() => store.save({ answers: {}, position: 0, seed: 7 })).not.toThrow();
    expect(store.load()).toEqual({ answers: {}, position: 0, seed: 12345 });
    expect(() => store.clear()).not.toThrow();
  });

  it('forgets the progress once cleared', () => {
    const storage = memoryStorage();
    const store = createProgressStore(storage, 'gardener', gardener, newSeed);
    store.save({ answers: { 'seasonal-plan': 3 }, position: 1, seed: 7 });
    store.clear();
    expect(store.load()).toEqual({ answers: {}, position: 0, seed: 12345 });
  });
});
