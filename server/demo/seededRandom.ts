/**
 * The demo data's only source of chance: a seeded generator (mulberry32), so the same seed and
 * the same day give the same sample data on every machine, and a test can count on it.
 */
import { mulberry32 } from '../../functions/_shared/mulberry32.ts';

export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item drawn with the given weights (`[item, weight]` pairs). */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** A version 4 UUID made of the generator's numbers. */
  uuid(): string;
  /** `bytes` random bytes as lower-case hex. */
  hex(bytes: number): string;
}

export function seededRandom(seed: number): SeededRandom {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (bytes: number) => Array.from({ length: bytes }, () => int(0, 255).toString(16).padStart(2, '0')).join('');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let left = next() * total;
      for (const [item, weight] of entries) {
        left -= weight;
        if (left < 0) return item;
      }
      return (entries.at(-1) as (typeof entries)[number])[0];
    },
    uuid() {
      const digits = hex(16).split('');
      digits[12] = '4';
      digits[16] = '89ab'[int(0, 3)] as string;
      const text = digits.join('');
      return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
    },
    hex,
  };
}
