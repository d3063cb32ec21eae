import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../server/demo/seededRandom.ts';

describe('seededRandom', () => {
  it('gives the same numbers for the same seed and others for another seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps whole numbers within their bounds, both included', () => {
    const random = seededRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(2, 4)));
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });

  it('never draws an item of weight zero', () => {
    const random = seededRandom(3);
    const drawn = new Set(
      Array.from({ length: 300 }, () =>
        random.weighted([
          ['never', 0],
          ['often', 5],
          ['sometimes', 1],
        ] as const),
      ),
    );
    expect(drawn.has('never')).toBe(false);
    expect(drawn).toEqual(new Set(['often', 'sometimes']));
  });

  it('makes version 4 UUIDs and hex of the asked length', () => {
    const random = seededRandom(9);
    expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(random.hex(32)).toMatch(/^[0-9a-f]{64}$/);
  });
});
