/**
 * The web manifest (`/manifest.webmanifest`): the name, icons and colours a browser uses when the
 * site is added to a home screen or installed. The colours are the page's light theme colour
 * (AppLayout's `theme-color`), which a build check holds equal.
 */
import type { SiteProfile } from '../../../functions/_shared/site.ts';
import { faviconUrl } from '../shell/icons.ts';
import { appleTouchIcon, largeAppIcon } from './appIcons.ts';

export const webManifestPath = '/manifest.webmanifest';
const lightThemeColour = '#ffffff';

/** A home screen shows about 12 characters under an icon; a longer name is cut to its first word. */
const shortName = (name: string) => (name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12));

export function webManifest(owner: Pick<SiteProfile, 'name' | 'role'>) {
  return {
    id: '/',
    name: owner.name,
    short_name: shortName(owner.name),
    description: owner.role,
    lang: 'en',
    start_url: '/welcome',
    scope: '/',
    display: 'standalone',
    theme_color: lightThemeColour,
    background_color: lightThemeColour,
    icons: [
      { src: faviconUrl, sizes: 'any', type: 'image/svg+xml' },
      { src: appleTouchIcon.path, sizes: `${appleTouchIcon.size}x${appleTouchIcon.size}`, type: 'image/png' },
      { src: largeAppIcon.path, sizes: `${largeAppIcon.size}x${largeAppIcon.size}`, type: 'image/png' },
    ],
  };
}
