const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Boxes whose children are read; every other box is skipped by its size. */
const containers = new Set(['moov', 'trak', 'mdia', 'mvex', 'moof', 'traf']);

interface Mp4Times {
  movie?: { timescale: number; duration: number };
  /** The media timescale (`mdhd`), in which the fragments count their samples. */
  media?: { timescale: number; duration: number };
  defaultSampleDuration: number;
  /** Sample durations summed over every fragment (`moof/traf/trun`). */
  fragmented: number;
}

/**
 * Seconds of an MP4 or M4A clip. A file written whole states its length in its movie header
 * (`moov/mvhd`); a recorder's file (Chrome's and Safari's MediaRecorder) is fragmented and states
 * 0 there, so its fragments' sample durations are added up instead.
 */
export function mp4Duration(bytes: Uint8Array): number | null {
  if (bytes.length < 12 || ascii(bytes, 4) !== 'ftyp') return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const times: Mp4Times = { defaultSampleDuration: 0, fragmented: 0 };
  readBoxes(view, bytes, 0, bytes.length, times);
  if (times.fragmented > 0 && times.media?.timescale) return times.fragmented / times.media.timescale;
  if (times.movie?.timescale && times.movie.duration > 0) return times.movie.duration / times.movie.timescale;
  if (times.media?.timescale && times.media.duration > 0) return times.media.duration / times.media.timescale;
  return null;
}

function readBoxes(view: DataView, bytes: Uint8Array, start: number, end: number, times: Mp4Times): void {
  for (let at = start; at + 8 <= end; ) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    const type = ascii(bytes, at + 4);
    const body = at + header;
    if (containers.has(type)) readBoxes(view, bytes, body, at + size, times);
    else if (body + 8 <= at + size) readTimes(view, type, body, at + size, times);
    at += size;
  }
}

/** The fields of the boxes that time a clip, after their version byte and three flag bytes; a box too short for them is passed over. */
function readTimes(view: DataView, type: string, body: number, end: number, times: Mp4Times): void {
  const version = view.getUint8(body);
  const flags = view.getUint32(body) & 0xffffff;
  const fits = (length: number) => body + length <= end;
  if ((type === 'mvhd' || type === 'mdhd') && fits(version === 1 ? 32 : 20)) {
    const timescale = view.getUint32(body + (version === 1 ? 20 : 12));
    const duration = version === 1 ? Number(view.getBigUint64(body + 24)) : view.getUint32(body + 16);
    if (type === 'mvhd') times.movie = { timescale, duration };
    else times.media ??= { timescale, duration };
  } else if (type === 'trex' && fits(16)) {
    times.defaultSampleDuration = view.getUint32(body + 12);
  } else if (type === 'tfhd' && flags & 0x08) {
    const offset = 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0);
    if (fits(offset + 4)) times.defaultSampleDuration = view.getUint32(body + offset);
  } else if (type === 'trun') {
    const count = view.getUint32(body + 4);
    if (!(flags & 0x100)) {
      times.fragmented += count * times.defaultSampleDuration;
      return;
    }
    const perSample = 4 * [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length;
    let at = body + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
    for (let sample = 0; sample < count && at + 4 <= end; sample++, at += perSample) times.fragmented += view.getUint32(at);
  }
}
