/**
 * A WAV clip of silence, `seconds` long, built byte by byte: 8 kHz, 8-bit mono (8,000 bytes a
 * second), so a clip past the 60 s limit still fits under the 2 MB one.
 */
export function silentWav(seconds: number, sampleRate = 8000): Uint8Array<ArrayBuffer> {
  const dataBytes = Math.round(seconds * sampleRate);
  const bytes = new Uint8Array(44 + dataBytes).fill(0x80, 44);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => bytes.set(new TextEncoder().encode(text), at);
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  return bytes;
}

export const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
