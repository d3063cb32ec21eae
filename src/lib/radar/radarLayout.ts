import { type Quadrant, quadrants, type Ring, rings } from './radarEntry.ts';

/**
 * Where each entry's blip sits on the radar's SVG: rings as concentric bands (adopt innermost),
 * quadrants as quarters, entries spread evenly along their band within their quarter, in three
 * lanes of radius so that a crowded inner band still keeps its blips apart.
 * No kept charting library draws a radar, so this is the one hand-written chart of the site: plain
 * polar maths, deterministic (the same entries always draw the same picture), tested on its own.
 */
export const radarSize = 480;
const centre = radarSize / 2;
const ringWidth = (centre - 8) / rings.length;

export interface Blip {
  id: string;
  number: number;
  x: number;
  y: number;
}

export const ringRadius = (ring: Ring) => (rings.indexOf(ring) + 1) * ringWidth;

/** Each quarter's first angle, clockwise from three o'clock (SVG's y runs down). */
const quadrantStart = (quadrant: Quadrant) => (quadrants.indexOf(quadrant) * Math.PI) / 2;

export function radarBlips(entries: readonly { id: string; quadrant: Quadrant; ring: Ring }[]): Blip[] {
  const blips: Blip[] = [];
  let number = 0;
  for (const quadrant of quadrants) {
    for (const ring of rings) {
      const band = entries.filter((entry) => entry.quadrant === quadrant && entry.ring === ring);
      band.forEach((entry, index) => {
        const radius = ringRadius(ring) - ringWidth / 2 + ((index % 3) - 1) * (ringWidth / 4);
        const angle = quadrantStart(quadrant) + ((index + 1) / (band.length + 1)) * (Math.PI / 2);
        number += 1;
        blips.push({ id: entry.id, number, x: round(centre + radius * Math.cos(angle)), y: round(centre + radius * Math.sin(angle)) });
      });
    }
  }
  return blips;
}

const round = (value: number) => Math.round(value * 10) / 10;
export const radarCentre = centre;
