import type { Question } from './contentSchema.ts';

/**
 * The order a question's options are shown in, as indices into its content. The content lists
 * options from the least to the most mature answer, so shown as written the best answer would
 * always come last. Each attempt has a seed: the same attempt always shows the same order (a
 * reload changes nothing under the reader's finger), a new attempt a new one. A question marked
 * `ordered` is a scale whose order is its meaning (never, sometimes, always) and keeps it.
 */
export function optionOrder(question: Pick<Question, 'id' | 'options' | 'ordered'>, seed: number): number[] {
  const order = question.options.map((_, index) => index);
  if (question.ordered) return order;
  const random = mulberry32(hashText(`${seed}:${question.id}`));
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  return order;
}

/** A new attempt's seed: any 32-bit number; the browser passes a random one. */
export function randomSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 2 ** 32) >>> 0;
}

/** FNV-1a over the text, so each question of one attempt gets its own stream. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A small, fast generator with good spread for shuffling a handful of items; not for secrets. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}
