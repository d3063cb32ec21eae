import { type RefObject, useEffect, useState } from 'react';
import { imagePresets, type ImagePresetName } from '../../../../functions/_shared/images/imagePresets.ts';
import { loadBrandFonts } from './brandFonts.ts';
import type { TemplateName } from '../../../../functions/_shared/images/brandTemplates.ts';
import { drawPicture, drawTemplate, type FramedPicture, type TemplateText } from './drawTemplate.ts';

/** What the composer draws: a brand template with its text and optional photo, or an uploaded picture cropped to the preset. */
export type Composition =
  | { kind: 'template'; template: TemplateName; preset: ImagePresetName; text: TemplateText; photo: FramedPicture | null }
  | { kind: 'upload'; preset: ImagePresetName; picture: FramedPicture | null };

/**
 * Draws the composition on the canvas at the preset's full size whenever it changes, once the
 * brand's fonts are loaded; answers whether it is drawn (or why the fonts could not load).
 */
export function useComposer(
  canvas: RefObject<HTMLCanvasElement | null>,
  composition: Composition,
): { ready: boolean; problem: string | null } {
  const [fonts, setFonts] = useState<'loading' | 'ready' | string>('loading');
  useEffect(() => {
    loadBrandFonts().then(
      () => setFonts('ready'),
      (error: unknown) => setFonts(`The brand's fonts could not be loaded: ${(error as Error).message}`),
    );
  }, []);
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || fonts !== 'ready') return;
    const size = imagePresets[composition.preset];
    element.width = size.width;
    element.height = size.height;
    if (composition.kind === 'template') drawTemplate(context, size, composition.template, composition.text, composition.photo);
    else if (composition.picture) drawPicture(context, size, composition.picture);
    else context.clearRect(0, 0, size.width, size.height);
  }, [canvas, composition, fonts]);
  const ready = fonts === 'ready' && (composition.kind === 'template' || composition.picture !== null);
  return { ready, problem: fonts === 'loading' || fonts === 'ready' ? null : fonts };
}
