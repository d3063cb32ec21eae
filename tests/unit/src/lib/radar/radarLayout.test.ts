import { describe, expect, it } from 'vitest';
import { quadrants, rings } from '../../../../../src/lib/radar/radarEntry.ts';
import { radarBlips, radarCentre, ringRadius } from '../../../../../src/lib/radar/radarLayout.ts';

const entries = quadrants.flatMap((quadrant) =>
  rings.flatMap((ring) => Array.from({ length: 5 }, (_, index) => ({ id: `${quadrant}-${ring}-${index}`, quadrant, ring }))),
);

describe('radarBlips', () => {
  const blips = radarBlips(entries);

  it('puts every blip inside its ring band and its quarter, numbered once each', () => {
    expect(blips.map((blip) => blip.number).sort((a, b) => a - b)).toEqual(entries.map((_, index) => index + 1));
    for (const entry of entries) {
      const blip = blips.find((candidate) => candidate.id === entry.id);
      if (!blip) throw new Error(`no blip for ${entry.id}`);
      const [dx, dy] = [blip.x - radarCentre, blip.y - radarCentre];
      const distance = Math.hypot(dx, dy);
      const inner = rings.indexOf(entry.ring) === 0 ? 0 : ringRadius(rings[rings.indexOf(entry.ring) - 1]!);
      expect(distance, entry.id).toBeGreaterThan(inner);
      expect(distance, entry.id).toBeLessThan(ringRadius(entry.ring));
      const angle = (Math.atan2(dy, dx) + 2 * Math.PI) % (2 * Math.PI);
      expect(Math.floor(angle / (Math.PI / 2)), entry.id).toBe(quadrants.indexOf(entry.quadrant));
    }
  });

  it('keeps blips of one band apart and draws the same picture every time', () => {
    for (let first = 0; first < blips.length; first += 1)
      for (let second = first + 1; second < blips.length; second += 1) {
        const [a, b] = [blips[first]!, blips[second]!];
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id} and ${b.id}`).toBeGreaterThan(8);
      }
    expect(radarBlips(entries)).toEqual(blips);
  });
});
