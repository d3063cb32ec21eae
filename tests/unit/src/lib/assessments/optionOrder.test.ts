import { describe, expect, it } from 'vitest';
import { optionOrder, randomSeed } from '../../../../../src/lib/assessments/optionOrder.ts';

const options = (count: number) => Array.from({ length: count }, (_, index) => ({ label: `option ${index}`, score: index / (count - 1) }));
const question = { id: 'seasonal-plan', options: options(5) };
const seeds = Array.from({ length: 400 }, (_, index) => index * 2654435761);

describe('the order options are shown in', () => {
  it('is the same for the same seed and question, so a reload of an attempt keeps it', () => {
    for (const seed of seeds.slice(0, 20)) expect(optionOrder(question, seed)).toEqual(optionOrder(question, seed));
  });

  it('is a permutation of the options', () => {
    for (const seed of seeds) expect([...optionOrder(question, seed)].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('changes with the seed, and between the questions of one attempt', () => {
    expect(new Set(seeds.map((seed) => optionOrder(question, seed).join())).size).toBeGreaterThan(60);
    const other = { ...question, id: 'chemicals' };
    expect(seeds.filter((seed) => optionOrder(question, seed).join() !== optionOrder(other, seed).join()).length).toBeGreaterThan(300);
  });

  it('puts each option last about as often as any other', () => {
    const lasts = seeds.map((seed) => optionOrder(question, seed).at(-1));
    for (const index of [0, 1, 2, 3, 4]) expect(lasts.filter((last) => last === index).length).toBeGreaterThan(50);
  });

  it('keeps an ordered scale as written', () => {
    for (const seed of seeds) expect(optionOrder({ ...question, ordered: true }, seed)).toEqual([0, 1, 2, 3, 4]);
  });

  it('draws a new attempt’s seed as a 32-bit whole number', () => {
    expect(randomSeed(() => 0)).toBe(0);
    expect(randomSeed(() => 0.999999999999)).toBe(4294967295);
    expect(randomSeed(() => 0.5)).toBe(2 ** 31);
  });
});
