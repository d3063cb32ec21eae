import { describe, expect, it } from 'vitest';
import { measureClip } from '../../../../../functions/_shared/audio/clipDuration.ts';
import { silentWav } from '../../../../hostile/audioClips.ts';

const bytes = (...parts: (number[] | Uint8Array | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : [...part])));
const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const uint32 = (value: number, littleEndian = false) => {
  const view = new DataView(new ArrayBuffer(4));
  view.setUint32(0, value, littleEndian);
  return [...new Uint8Array(view.buffer)];
};

/** What a MediaRecorder writes: a segment and clusters of unknown size, no duration, blocks timed from each cluster's timecode. */
function recordedWebm(): Uint8Array {
  const simpleBlock = (offset: number) => [0xa3, 0x86, 0x81, offset >> 8, offset & 0xff, 0x80, 0x00, 0x00];
  return bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84],
    'webm',
    [0x18, 0x53, 0x80, 0x67, ...unknownSize],
    [0x15, 0x49, 0xa9, 0x66, 0x87, 0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40],
    [0x1f, 0x43, 0xb6, 0x75, ...unknownSize, 0xe7, 0x81, 0x00, ...simpleBlock(0), ...simpleBlock(20)],
    [0x1f, 0x43, 0xb6, 0x75, ...unknownSize, 0xe7, 0x82, 0x13, 0x88, ...simpleBlock(480), ...simpleBlock(500)],
  );
}

function oggOpus(seconds: number): Uint8Array {
  const page = (granule: number, packet: Uint8Array) => {
    const header = new DataView(new ArrayBuffer(27));
    header.setBigUint64(6, BigInt(granule), true);
    header.setUint8(26, 1);
    const start = new Uint8Array(header.buffer);
    start.set(new TextEncoder().encode('OggS'));
    return bytes(start, [packet.length], packet);
  };
  const opusHead = bytes('OpusHead', [1, 1, 0x38, 0x01], uint32(48_000, true), [0, 0, 0]);
  return bytes(page(0, opusHead), page(seconds * 48_000 + 312, bytes([1, 2, 3])));
}

function mp4(timescale: number, duration: number): Uint8Array {
  const mvhdBody = bytes([0, 0, 0, 0], uint32(0), uint32(0), uint32(timescale), uint32(duration), new Uint8Array(80));
  const mvhd = bytes(uint32(8 + mvhdBody.length), 'mvhd', mvhdBody);
  return bytes(uint32(16), 'ftypisom', uint32(0), uint32(8 + mvhd.length), 'moov', mvhd);
}

const box = (type: string, ...body: (number[] | Uint8Array | string)[]) => {
  const content = bytes(...body);
  return bytes(uint32(8 + content.length), type, content);
};

/** What a MediaRecorder writes: no length in the movie header, then fragments of samples, timed by default or one by one. */
function fragmentedMp4(): Uint8Array {
  const versionAndFlags = (flags: number) => uint32(flags);
  const mdhd = box('mdhd', versionAndFlags(0), uint32(0), uint32(0), uint32(48_000), uint32(0), new Uint8Array(4));
  const trex = box('trex', versionAndFlags(0), uint32(1), uint32(1), uint32(960), uint32(0), uint32(0));
  const byDefault = box('moof', box('traf', box('tfhd', versionAndFlags(0), uint32(1)), box('trun', versionAndFlags(0), uint32(50))));
  const oneByOne = box(
    'moof',
    box(
      'traf',
      box('tfhd', versionAndFlags(0), uint32(1)),
      box('trun', versionAndFlags(0x301), uint32(25), uint32(0), ...Array.from({ length: 25 }, () => [...uint32(960), ...uint32(100)])),
    ),
  );
  return bytes(
    box('ftyp', 'isom', uint32(0)),
    box(
      'moov',
      box('mvhd', versionAndFlags(0), uint32(0), uint32(0), uint32(1000), uint32(0), new Uint8Array(80)),
      box('trak', box('mdia', mdhd)),
      box('mvex', trex),
    ),
    byDefault,
    box('mdat', new Uint8Array(16)),
    oneByOne,
  );
}

/** MPEG-1 Layer III frames at 128 kbit/s and 44.1 kHz: 417 bytes and 1,152 samples each. */
function mp3(frames: number): Uint8Array {
  const frame = bytes([0xff, 0xfb, 0x90, 0x00], new Uint8Array(413));
  return bytes(bytes('ID3', [4, 0, 0, 0, 0, 0, 2], new Uint8Array(2)), ...Array.from({ length: frames }, () => frame));
}

describe('measureClip', () => {
  it('reads the length of each format from the clip itself', () => {
    expect(measureClip(silentWav(2.5))).toEqual({ mimeType: 'audio/wav', seconds: 2.5 });
    expect(measureClip(recordedWebm())).toEqual({ mimeType: 'audio/webm', seconds: 5.5 });
    expect(measureClip(oggOpus(3))).toEqual({ mimeType: 'audio/ogg', seconds: 3 });
    expect(measureClip(mp4(1000, 12_500))).toEqual({ mimeType: 'audio/mp4', seconds: 12.5 });
    expect(measureClip(fragmentedMp4())).toEqual({ mimeType: 'audio/mp4', seconds: 1.5 });
    expect(measureClip(mp3(100))).toEqual({ mimeType: 'audio/mpeg', seconds: (100 * 1152) / 44_100 });
  });

  it('measures a WAV whose recorder never wrote the data size by what follows the header', () => {
    const streamed = silentWav(1.5);
    new DataView(streamed.buffer).setUint32(40, 0xffffffff, true);
    expect(measureClip(streamed)?.seconds).toBe(1.5);
  });

  it('says null for what it cannot measure, rather than guessing', () => {
    expect(measureClip(new TextEncoder().encode('not audio at all'))).toBeNull();
    expect(measureClip(new Uint8Array(0))).toBeNull();
    expect(measureClip(mp4(1000, 0))).toBeNull();
    expect(measureClip(bytes('RIFF', uint32(4, true), 'WAVE'))).toBeNull();
  });
});
