/**
 * Whether a file's first bytes are what its declared type says, for the types a browser would
 * render or play: images, audio and subtitles. A renamed HTML page declared as image/png fails
 * here, so a bucket never serves markup under an image's name. Other types pass unchecked.
 */

/** Bytes to read before deciding: enough for every signature below (an ISO-BMFF `ftyp` box's brands included). */
export const sniffBytes = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** An ISO base media file (MP4, M4A, AVIF): a `ftyp` box first; its brands, major and compatible. */
function isoBrands(bytes: Uint8Array): string[] | undefined {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands;
}

const riff = (bytes: Uint8Array, form: string) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === form;
const id3 = (bytes: Uint8Array) => ascii(bytes, 0, 3) === 'ID3';
/** An MPEG audio frame header: 11 sync bits and a layer (ADTS, AAC's framing, has layer 00). */
const mpegFrame = (bytes: Uint8Array) => bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0;
const adtsFrame = (bytes: Uint8Array) => bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xf6) === 0xf0;
const markup = /^\s*<(!doctype|html|head|body|script|svg|\?xml|iframe|object)/i;

const checks: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/gif': (bytes) => ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)),
  'image/webp': (bytes) => riff(bytes, 'WEBP'),
  'image/avif': (bytes) => (isoBrands(bytes) ?? []).some((brand) => brand === 'avif' || brand === 'avis'),
  'audio/mpeg': (bytes) => id3(bytes) || mpegFrame(bytes),
  'audio/aac': (bytes) => id3(bytes) || adtsFrame(bytes),
  'audio/mp4': (bytes) => isoBrands(bytes) !== undefined,
  'audio/x-m4a': (bytes) => isoBrands(bytes) !== undefined,
  'audio/ogg': (bytes) => ascii(bytes, 0, 4) === 'OggS',
  'audio/webm': (bytes) => startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]),
  'audio/wav': (bytes) => riff(bytes, 'WAVE'),
  'audio/x-wav': (bytes) => riff(bytes, 'WAVE'),
  'text/vtt': (bytes) => /^(\uFEFF)?WEBVTT([ \t\r\n]|$)/.test(new TextDecoder().decode(bytes)),
};

/** Text types: no NUL bytes (a binary file) and no markup (a page under a text name). */
const textTypes = new Set(['application/x-subrip', 'text/plain']);

/** True when `prefix` (the file's first `sniffBytes` bytes, or all of a shorter file) can be a file of `type`. */
export function contentMatches(type: string, prefix: Uint8Array): boolean {
  const check = checks[type];
  if (check) return check(prefix);
  if (textTypes.has(type)) return !prefix.includes(0) && !markup.test(new TextDecoder().decode(prefix));
  // An image or audio type without a signature here is one no bucket allows; refuse it rather than serve it unchecked.
  return !type.startsWith('image/') && !type.startsWith('audio/');
}
