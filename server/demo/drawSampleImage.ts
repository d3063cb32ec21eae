/**
 * A brand template drawn on the server, for the demo's sample images: the studio's own template
 * (functions/_shared/images/brandTemplates.ts: its seeded background, measures and faces) laid out
 * by satori and painted to PNG by resvg, as the site's share cards are. The studio's canvas draws
 * the same template in the browser; these need no browser to be made.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import {
  brandColours,
  brandTemplates,
  seededBackground,
  type TemplateName,
  templateScale,
} from '../../functions/_shared/images/brandTemplates.ts';

type Size = { width: number; height: number };
type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, props: Record<string, unknown>, children?: unknown): Node => ({ type, props: { ...props, children } });

const face = (name: string, file: string, weight: 400 | 700) => ({
  name,
  data: readFileSync(createRequire(import.meta.url).resolve(`@fontsource/${file}`)),
  weight,
  style: 'normal' as const,
});
let fonts: ReturnType<typeof face>[] | undefined;

/** The gradient and rings of the headline's background, where the canvas puts them. */
function background({ width, height }: Size, headline: string): Node {
  const { angle, rings } = seededBackground(headline);
  const reach = Math.hypot(width, height) / 2;
  const [dx, dy] = [Math.cos(angle) * reach, Math.sin(angle) * reach];
  const side = Math.min(width, height);
  const gradient = {
    id: 'fill',
    gradientUnits: 'userSpaceOnUse',
    x1: width / 2 - dx,
    y1: height / 2 - dy,
    x2: width / 2 + dx,
    y2: height / 2 + dy,
  };
  return el('svg', { width, height, viewBox: `0 0 ${width} ${height}`, style: { position: 'absolute', left: 0, top: 0 } }, [
    el(
      'defs',
      {},
      el('linearGradient', gradient, [
        el('stop', { offset: 0, stopColor: brandColours.teal }),
        el('stop', { offset: 1, stopColor: brandColours.deep }),
      ]),
    ),
    el('rect', { width, height, fill: 'url(#fill)' }),
    ...rings.map((ring) =>
      el('circle', {
        cx: ring.x * width,
        cy: ring.y * height,
        r: ring.radius * side,
        fill: 'none',
        stroke: brandColours.mist,
        strokeWidth: side * 0.02,
        strokeOpacity: ring.alpha,
      }),
    ),
  ]);
}

/** The template with its headline and byline, no photo, as a PNG of the given size. */
export async function drawSampleImage(template: TemplateName, size: Size, text: { headline: string; byline: string; ownerName: string }) {
  const { unit, margin, headlineSize, textSize } = templateScale(size, text.headline);
  const kicker = brandTemplates[template].kicker;
  const top =
    kicker === 'owner'
      ? el('div', { style: { fontFamily: 'Inter', fontWeight: 700, fontSize: textSize } }, text.ownerName)
      : kicker === 'quote'
        ? el('div', { style: { fontFamily: 'Fraunces', fontWeight: 700, fontSize: unit * 22, lineHeight: 1, marginTop: -unit * 4 } }, '“')
        : el('div', { style: { display: 'flex' } });
  const lines = el('div', { style: { display: 'flex', flexDirection: 'column', gap: unit * 4 } }, [
    el('div', { style: { fontFamily: 'Fraunces', fontWeight: 700, fontSize: headlineSize, lineHeight: 1.12 } }, text.headline),
    el(
      'div',
      { style: { fontFamily: 'Inter', fontWeight: 400, fontSize: textSize, lineHeight: 1.33, color: brandColours.mist } },
      text.byline,
    ),
  ]);
  // Satori paints positioned boxes after the rest, so the words are positioned too, over the
  // background; a box's padding comes on top of its width and height.
  const words = el(
    'div',
    {
      style: {
        position: 'absolute',
        left: 0,
        top: 0,
        width: size.width - 2 * margin,
        height: size.height - 2 * margin,
        display: 'flex',
        flexDirection: 'column',
        // The cover's words sit at its foot; the cards' under the kicker, nearer the middle.
        justifyContent: template === 'podcast-cover' ? 'space-between' : 'flex-start',
        gap: template === 'podcast-cover' ? 0 : unit * 12,
        padding: margin,
        color: brandColours.white,
      },
    },
    [top, lines],
  );
  const layout = el('div', { style: { ...size, display: 'flex' } }, [background(size, text.headline), words]);
  fonts ??= [
    face('Fraunces', 'fraunces/files/fraunces-latin-700-normal.woff', 700),
    face('Inter', 'inter/files/inter-latin-400-normal.woff', 400),
    face('Inter', 'inter/files/inter-latin-700-normal.woff', 700),
  ];
  const svg = await satori(layout as Parameters<typeof satori>[0], { ...size, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng();
}
