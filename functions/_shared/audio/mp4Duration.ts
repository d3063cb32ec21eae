const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Seconds of an MP4 or M4A clip, from the movie header (`moov/mvhd`): its timescale and duration. */
export function mp4Duration(bytes: Uint8Array): number | null {
  if (bytes.length < 12 || ascii(bytes, 4) !== 'ftyp') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0, end = bytes.length; at + 8 <= end; ) {
    let size = view.getUint32(at);
    const type = ascii(bytes, at + 4);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header) return null;
    if (type === 'moov') {
      end = Math.min(end, at + size);
      at += header;
      continue;
    }
    if (type === 'mvhd' && at + header + 32 <= bytes.length) {
      const body = at + header;
      const version = bytes[body];
      const timescale = view.getUint32(body + (version === 1 ? 20 : 12));
      const duration = version === 1 ? Number(view.getBigUint64(body + 24)) : view.getUint32(body + 16);
      // A fragmented file (what a recorder streams) may state 0: its length is not known from the header.
      return timescale > 0 && duration > 0 ? duration / timescale : null;
    }
    at += size;
  }
  return null;
}
