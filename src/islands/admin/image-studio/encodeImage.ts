import { studioImageMaxBytes, type StudioImageType } from '../../../../functions/_shared/images/imagePresets.ts';

const toBlob = (canvas: HTMLCanvasElement, type: StudioImageType, quality?: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image.'))), type, quality),
  );

/** JPEG qualities tried in turn until the file fits the public images' limit. */
const jpegQualities = [0.92, 0.85, 0.75, 0.6];

/**
 * The canvas as a file the studio keeps: a cover as JPEG (podcast apps take it and it is a fraction
 * of the PNG), anything else as PNG unless that is over the bucket's limit; a JPEG steps its quality
 * down until it fits, and says so when even the lowest does not.
 */
export async function encodeImage(canvas: HTMLCanvasElement, preferJpeg: boolean): Promise<{ blob: Blob; type: StudioImageType }> {
  if (!preferJpeg) {
    const png = await toBlob(canvas, 'image/png');
    if (png.size <= studioImageMaxBytes) return { blob: png, type: 'image/png' };
  }
  for (const quality of jpegQualities) {
    const jpeg = await toBlob(canvas, 'image/jpeg', quality);
    if (jpeg.size <= studioImageMaxBytes) return { blob: jpeg, type: 'image/jpeg' };
  }
  throw new Error('The image is larger than 10 MB even as a JPEG: choose a smaller size.');
}
