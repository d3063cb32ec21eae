/**
 * The pixel size written in a PNG, JPEG or WebP file's header, read without decoding it (the Edge
 * runtime has no image library); null when the bytes are none of these or the header is cut short.
 */
export function imageDimensions(
  bytes: Uint8Array,
): { type: 'image/png' | 'image/jpeg' | 'image/webp'; width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  if (bytes.length >= 24 && view.getUint32(0) === 0x89504e47 && ascii(12, 4) === 'IHDR')
    return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webpSize(view, ascii(12, 4));
  if (bytes.length >= 4 && view.getUint16(0) === 0xffd8) return jpegSize(bytes, view);
  return null;
}

function webpSize(view: DataView, chunk: string) {
  const threeBytes = (at: number) => view.getUint16(at, true) | (view.getUint8(at + 2) << 16);
  if (chunk === 'VP8X') return { type: 'image/webp' as const, width: threeBytes(24) + 1, height: threeBytes(27) + 1 };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { type: 'image/webp' as const, width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ')
    return { type: 'image/webp' as const, width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  return null;
}

/** A JPEG's size is in its start-of-frame segment (SOF0 to SOF15, but not DHT, JPG or DAC). */
function jpegSize(bytes: Uint8Array, view: DataView) {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { type: 'image/jpeg' as const, width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
