/**
 * The picture a social network shows with a link to a page: the page's title and the owner's name
 * and role on the brand's teal, 1200×630 (the size Open Graph and X's large card expect). Drawn at
 * build with satori (layout to SVG) and resvg (SVG to PNG), in Inter, which satori reads as WOFF.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { SiteProfile } from '../../../functions/_shared/site.ts';
import { cachedShareImage, shareImageKey } from './shareImageCache.ts';
import { shareImageSize } from './shareImagePaths.ts';

/** The favicon's colours and its four-pointed star, so the card reads as the same site as the tab. */
const brandTeal = '#0b6a70';
const starPath = 'M16 6l2.6 7.4L26 16l-7.4 2.6L16 26l-2.6-7.4L6 16l7.4-2.6z';

const fontFile = (weight: 400 | 700) =>
  readFileSync(createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[] | undefined;
const loadedFonts = () => {
  fonts ??= [
    { name: 'Inter', data: fontFile(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: fontFile(700), weight: 700, style: 'normal' },
  ];
  return fonts;
};

/** The versions of what draws the card: an upgrade draws every image again. */
const renderers = ['satori', '@resvg/resvg-js'].map((name) => `${name}@${createRequire(import.meta.url)(`${name}/package.json`).version}`);

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...props, style, children },
});

const padding = { x: 80, y: 64 };
const textWidth = shareImageSize.width - 2 * padding.x;

/** Long titles step down a size so they stay within three lines. */
const titleSize = (title: string) => (title.length > 60 ? 60 : title.length > 32 ? 72 : 88);

function card(title: string, owner: Pick<SiteProfile, 'name' | 'role'>, host: string): Node {
  const star = el('svg', { width: 64, height: 64 }, el('path', {}, undefined, { d: starPath, fill: '#ffffff' }), {
    viewBox: '6 6 20 20',
    width: 64,
    height: 64,
  });
  return el(
    'div',
    {
      // Satori sizes the content box: the padding comes on top of width and height.
      width: textWidth,
      height: shareImageSize.height - 2 * padding.y,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${padding.y}px ${padding.x}px`,
      backgroundColor: brandTeal,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', gap: 24, fontSize: 32, fontWeight: 700 }, [star, el('div', {}, owner.name)]),
      el(
        'div',
        { display: 'flex', width: textWidth, fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em' },
        title,
      ),
      el('div', { display: 'flex', width: textWidth, justifyContent: 'space-between', fontSize: 28, color: '#d7eeee' }, [
        el('div', { display: 'flex' }, owner.role),
        el('div', { display: 'flex' }, host),
      ]),
    ],
  );
}

/**
 * The PNG for a page titled `title` on the site at `siteUrl`; from the cache when the same card
 * in the same fonts was drawn by an earlier build.
 */
export async function renderShareImage(title: string, owner: Pick<SiteProfile, 'name' | 'role'>, siteUrl: URL): Promise<Buffer> {
  const layout = card(title, owner, siteUrl.host);
  const fonts = loadedFonts();
  const key = shareImageKey(JSON.stringify({ layout, size: shareImageSize, renderers }), ...fonts.map((font) => font.data));
  return cachedShareImage(key, async () => {
    const svg = await satori(layout as Parameters<typeof satori>[0], { ...shareImageSize, fonts });
    return new Resvg(svg, { fitTo: { mode: 'width', value: shareImageSize.width } }).render().asPng();
  });
}
