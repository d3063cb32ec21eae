const bitrates = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const sampleRates = { 3: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000], 0: [11_025, 12_000, 8_000] } as Record<number, number[]>;

/** Skips an ID3v2 tag: ten bytes of header and a size written seven bits a byte. */
function afterId3(bytes: Uint8Array): number {
  if (bytes[0] !== 0x49 || bytes[1] !== 0x44 || bytes[2] !== 0x33) return 0;
  return 10 + (((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0));
}

/** Seconds of an MPEG Layer III clip, counted frame by frame (a variable bit rate gives no shortcut). */
export function mp3Duration(bytes: Uint8Array): number | null {
  let seconds = 0;
  let frames = 0;
  for (let at = afterId3(bytes); at + 4 <= bytes.length; ) {
    const [sync, info, rates] = [bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0];
    const version = (info >> 3) & 3;
    if (sync !== 0xff || (info & 0xe0) !== 0xe0 || version === 1 || ((info >> 1) & 3) !== 1) break;
    const kbps = (version === 3 ? bitrates.mpeg1 : bitrates.mpeg2)[rates >> 4];
    const rate = sampleRates[version]?.[(rates >> 2) & 3];
    if (!kbps || !rate) break;
    const samples = version === 3 ? 1152 : 576;
    const length = Math.floor((samples / 8) * ((kbps * 1000) / rate)) + ((rates >> 1) & 1);
    seconds += samples / rate;
    frames++;
    at += length;
  }
  return frames > 0 ? seconds : null;
}
