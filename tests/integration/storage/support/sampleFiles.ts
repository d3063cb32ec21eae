/**
 * The smallest files whose first bytes are what their type says, made here (no binary fixtures):
 * the storage checks a file's signature, not whether a decoder would play it to the end.
 */
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

/** A 1×1 PNG. */
export const png = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0x0a],
  'IDAT',
  [0x78, 0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0, 0, 0],
  'IEND',
  [0xae, 0x42, 0x60, 0x82],
);

/** An MP3: an ID3 tag header followed by numbered filler, `length` bytes in all, so ranges are checkable. */
export function mp3(length: number): Uint8Array {
  const file = new Uint8Array(length);
  file.set(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]));
  for (let index = 10; index < length; index += 1) file[index] = index % 251;
  return file;
}

export const webvtt = bytes('WEBVTT\n\n00:00.000 --> 00:01.000\nHello.\n');

/** An HTML page, to be declared as something else. */
export const htmlPage = bytes('<!doctype html><html><body><script>alert(1)</script></body></html>');
