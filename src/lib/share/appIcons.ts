/**
 * The icons a phone or an installed site shows: PNGs drawn at build from the favicon
 * (`public/brand/favicon.svg`), so there is one drawing to change. The corners the favicon leaves
 * transparent are filled with its own teal: iOS rounds the corners itself and shows black where
 * a touch icon is transparent.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { brandFilesDir, faviconUrl } from '../shell/icons.ts';

export const appleTouchIcon = { path: '/apple-touch-icon.png', size: 180 } as const;
/** The size browsers want for an installed site's splash screen and app list. */
export const largeAppIcon = { path: `${brandFilesDir}icon-512.png`, size: 512 } as const;

const faviconTeal = (svg: string) => /fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? '#ffffff';

export function renderAppIcon(size: number, favicon = readFileSync(join(process.cwd(), 'public', faviconUrl), 'utf8')): Buffer {
  return new Resvg(favicon, { fitTo: { mode: 'width', value: size }, background: faviconTeal(favicon) }).render().asPng();
}
