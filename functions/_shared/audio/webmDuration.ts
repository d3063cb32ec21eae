/** Elements whose children are read in place; every other element is skipped by its size. */
const containers = new Set([0x18538067 /* Segment */, 0x1549a966 /* Info */, 0x1f43b675 /* Cluster */, 0xa0 /* BlockGroup */]);
const ids = { ebml: 0x1a45dfa3, timecodeScale: 0x2ad7b1, duration: 0x4489, clusterTimecode: 0xe7, simpleBlock: 0xa3, block: 0xa1 };

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    value = value * 256 + (bytes[at + index] ?? 0);
    allOnes &&= bytes[at + index] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let index = 0; index < size; index++) value = value * 256 + (bytes[at + index] ?? 0);
  return value;
}

/**
 * Seconds of a WebM clip. A MediaRecorder writes no duration in the header (it does not know it
 * yet), so the last block's time is read instead: each cluster's timecode plus its blocks' offsets.
 */
export function webmDuration(bytes: Uint8Array): number | null {
  if (readUint(bytes, 0, 4) !== ids.ebml) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale = 1_000_000;
  let stated: number | null = null;
  let cluster = 0;
  let latest = 0;
  for (let at = 0; at < bytes.length; ) {
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    if (!id || !size) break;
    const body = at + id.length + size.length;
    if (containers.has(id.value)) {
      at = body;
      continue;
    }
    if (size.unknown || body + size.value > bytes.length) break;
    if (id.value === ids.timecodeScale) scale = readUint(bytes, body, size.value);
    else if (id.value === ids.duration && (size.value === 4 || size.value === 8))
      stated = size.value === 4 ? view.getFloat32(body) : view.getFloat64(body);
    else if (id.value === ids.clusterTimecode) cluster = readUint(bytes, body, size.value);
    else if (id.value === ids.simpleBlock || id.value === ids.block) {
      const track = readVint(bytes, body, false);
      if (track) latest = Math.max(latest, cluster + view.getInt16(body + track.length));
    }
    at = body + size.value;
  }
  const units = stated ?? latest;
  return units > 0 ? (units * scale) / 1e9 : null;
}
