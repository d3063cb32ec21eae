import frauncesBold from '@fontsource/fraunces/files/fraunces-latin-700-normal.woff2?url';
import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff2?url';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';

const faces = [
  { family: 'Fraunces', url: frauncesBold, weight: '700' },
  { family: 'Inter', url: interBold, weight: '700' },
  { family: 'Inter', url: interRegular, weight: '400' },
];

let loaded: Promise<void> | undefined;

/**
 * The brand's self-hosted faces, ready for the canvas: a canvas draws with whatever face is loaded
 * when it draws, so the composer waits for these (once per page) before its first drawing.
 */
export function loadBrandFonts(): Promise<void> {
  loaded ??= Promise.all(
    faces.map(async ({ family, url, weight }) => {
      const face = new FontFace(family, `url(${url})`, { weight });
      document.fonts.add(await face.load());
    }),
  ).then(() => undefined);
  return loaded;
}
