const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Seconds of a RIFF/WAVE clip, from its format chunk's byte rate and its data chunk's length. */
export function wavDuration(bytes: Uint8Array): number | null {
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = ascii(bytes, at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 16 <= bytes.length) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      // A recorder that streamed the file may leave the size unset; what follows the header is the data then.
      const dataBytes = Math.min(size, bytes.length - at - 8);
      return byteRate > 0 ? dataBytes / byteRate : null;
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
