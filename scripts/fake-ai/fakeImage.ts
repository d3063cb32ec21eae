import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

const inter = readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-700-normal.woff'));

/** FNV-1a: the same prompt gives the same colour, so a test can tell two prompts' images apart. */
function hue(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  return (hash >>> 0) % 360;
}

/** Drawn images by prompt and size: the same request gets the same bytes, drawn once. */
const drawn = new Map<string, Promise<Uint8Array>>();

/**
 * The fake image model's answer: a PNG of the asked size, one colour seeded by the prompt, that
 * says in large letters it was made by the fake server and repeats the prompt. Never a picture
 * of anything: it stands in for a model, honestly labelled.
 */
export function fakeImage(prompt: string, width: number, height: number): Promise<Uint8Array> {
  const key = `${width}x${height} ${prompt}`;
  if (drawn.size >= 32) drawn.clear();
  const image = drawn.get(key) ?? draw(prompt, width, height);
  drawn.set(key, image);
  return image;
}

async function draw(prompt: string, width: number, height: number): Promise<Uint8Array> {
  const style = {
    width,
    height,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    padding: Math.round(width / 16),
    gap: Math.round(width / 32),
    backgroundColor: `hsl(${hue(prompt)}, 45%, 35%)`,
    color: '#ffffff',
    fontFamily: 'Inter',
  };
  const label = { type: 'div', props: { style: { fontSize: Math.round(width / 14) }, children: '[fake-ai] image' } };
  const words = { type: 'div', props: { style: { fontSize: Math.round(width / 32) }, children: prompt.slice(0, 200) } };
  const svg = await satori({ type: 'div', props: { style, children: [label, words] } } as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: [{ name: 'Inter', data: inter, weight: 700, style: 'normal' }],
  });
  return new Resvg(svg).render().asPng();
}
