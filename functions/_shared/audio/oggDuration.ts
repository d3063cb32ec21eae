const capture = [0x4f, 0x67, 0x67, 0x53]; // "OggS"

function startsWith(bytes: Uint8Array, at: number, pattern: readonly number[]): boolean {
  return pattern.every((byte, index) => bytes[at + index] === byte);
}

function indexOfText(bytes: Uint8Array, text: string, limit: number): number {
  const pattern = [...text].map((char) => char.charCodeAt(0));
  for (let at = 0; at + pattern.length <= Math.min(bytes.length, limit); at++) if (startsWith(bytes, at, pattern)) return at;
  return -1;
}

/**
 * Seconds of an Ogg Opus or Ogg Vorbis clip: the granule position of its last page is the count
 * of samples (at 48 kHz for Opus, less the pre-skip; at the stream's rate for Vorbis).
 */
export function oggDuration(bytes: Uint8Array): number | null {
  if (!startsWith(bytes, 0, capture)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let last = -1;
  for (let at = bytes.length - 27; at >= 0; at--) {
    if (startsWith(bytes, at, capture)) {
      last = at;
      break;
    }
  }
  if (last < 0) return null;
  const granule = Number(view.getBigUint64(last + 6, true));
  const opus = indexOfText(bytes, 'OpusHead', 4096);
  if (opus >= 0 && opus + 12 <= bytes.length) return Math.max(0, granule - view.getUint16(opus + 10, true)) / 48_000;
  const vorbis = indexOfText(bytes, '\u0001vorbis', 4096);
  if (vorbis >= 0 && vorbis + 16 <= bytes.length) {
    const rate = view.getUint32(vorbis + 12, true);
    return rate > 0 ? granule / rate : null;
  }
  return null;
}
