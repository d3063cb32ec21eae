import { type Column, textMatches } from '../kit/tableRows.ts';
import { choiceParam, sortParam, textParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import { brandTemplates } from '../../../../functions/_shared/images/brandTemplates.ts';
import type { StudioImage } from './studioApi.ts';

/** What /image-ai's history shows, as its address holds it: `?source=&q=&sort=&page=`, and `&image=<id>` for the one open. */
export const historyAddress = urlParams({
  source: choiceParam(['all', 'template', 'prompt', 'upload'], 'all'),
  q: textParam(),
  sort: sortParam(['created_at', 'made_from', 'size'], { key: 'created_at', direction: 'descending' }),
  page: wholeParam(1),
  image: textParam('', 36),
});
export type HistoryAddress = UrlValue<typeof historyAddress>;

/** What an image was made from, in words: its template, its prompt, or the file it crops. */
export function madeFrom(image: StudioImage): string {
  if (image.source === 'prompt') return `Prompt: ${image.prompt ?? ''}`;
  if (image.source === 'upload') return `Upload: ${String(image.inputs.file ?? '') || 'an image'}`;
  const headline = typeof image.inputs.headline === 'string' ? image.inputs.headline : '';
  return `${image.template ? brandTemplates[image.template].label : 'Template'}: ${headline}`;
}

/** Where an image is used, in words, newest last. */
export const usedIn = (image: StudioImage): string => image.attached_to.map((use) => use.target).join(', ');

export const historyColumns: readonly Column<StudioImage>[] = [
  { key: 'made_from', label: 'Made from', value: madeFrom, opens: true },
  {
    key: 'created_at',
    label: 'Made',
    value: (image) => image.created_at,
    cell: (image) => image.created_at.slice(0, 16).replace('T', ' '),
  },
  {
    key: 'size',
    label: 'Size',
    value: (image) => image.width * image.height,
    cell: (image) => `${image.width} × ${image.height}`,
    csv: (image) => `${image.width}x${image.height}`,
  },
  { key: 'alt', label: 'Alt text', value: (image) => image.alt, sortable: false },
  { key: 'used', label: 'Used in', value: usedIn, sortable: false },
];

/** Whether the filter keeps an image: how it was made, and text found in its prompt, inputs or alt text. */
export const historyKept =
  ({ source, q }: Pick<HistoryAddress, 'source' | 'q'>) =>
  (image: StudioImage): boolean =>
    (source === 'all' || image.source === source) && textMatches(q, [madeFrom(image), image.alt, image.model, usedIn(image)]);
