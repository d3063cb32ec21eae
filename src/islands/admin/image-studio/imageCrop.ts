/** How an uploaded picture is cropped: zoom 1 fills the frame; the focus (0 to 1 each way) is the point kept in view. */
export interface Crop {
  zoom: number;
  focusX: number;
  focusY: number;
}

export const wholePicture: Crop = { zoom: 1, focusX: 0.5, focusY: 0.5 };

/**
 * The part of a `source`-sized picture that fills a `frame`-sized box at this crop: the largest
 * part of the frame's shape (so nothing is stretched), divided by the zoom, moved towards the
 * focus and kept inside the picture. Drawn with drawImage(picture, sx, sy, sw, sh, …frame).
 */
export function cropRect(source: { width: number; height: number }, frame: { width: number; height: number }, crop: Crop) {
  const scale = Math.min(source.width / frame.width, source.height / frame.height) / Math.max(1, crop.zoom);
  const sw = frame.width * scale;
  const sh = frame.height * scale;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    sx: clamp(crop.focusX * source.width - sw / 2, source.width - sw),
    sy: clamp(crop.focusY * source.height - sh / 2, source.height - sh),
    sw,
    sh,
  };
}
