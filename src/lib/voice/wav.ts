const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The format chunk and the samples of one WAV file, found by walking its chunks. */
function wavParts(wav: Uint8Array): { format: Uint8Array; samples: Uint8Array } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  if (ascii(wav, 0) !== 'RIFF' || ascii(wav, 8) !== 'WAVE') throw new Error('Expected a RIFF WAVE file.');
  let format: Uint8Array | undefined;
  for (let at = 12; at + 8 <= wav.length; ) {
    const size = view.getUint32(at + 4, true);
    const body = wav.subarray(at + 8, Math.min(at + 8 + size, wav.length));
    if (ascii(wav, at) === 'fmt ') format = body;
    if (ascii(wav, at) === 'data' && format) return { format, samples: body };
    at += 8 + size + (size % 2);
  }
  throw new Error('The WAV file has no format or data chunk.');
}

/**
 * One WAV holding the samples of several, in order. They must share one format, as every piece
 * the offline engine makes does (the same voice), so the first one's format chunk stands for all.
 */
export function joinWavs(wavs: readonly Uint8Array[]): Uint8Array {
  const parts = wavs.map(wavParts);
  const format = parts[0]?.format;
  if (!format) throw new Error('There is no WAV to join.');
  const sampleBytes = parts.reduce((sum, part) => sum + part.samples.length, 0);
  const joined = new Uint8Array(12 + 8 + format.length + 8 + sampleBytes);
  const view = new DataView(joined.buffer);
  const writeAscii = (text: string, at: number) =>
    joined.set(
      [...text].map((char) => char.charCodeAt(0)),
      at,
    );
  writeAscii('RIFF', 0);
  view.setUint32(4, joined.length - 8, true);
  writeAscii('WAVE', 8);
  writeAscii('fmt ', 12);
  view.setUint32(16, format.length, true);
  joined.set(format, 20);
  const dataAt = 20 + format.length;
  writeAscii('data', dataAt);
  view.setUint32(dataAt + 4, sampleBytes, true);
  let at = dataAt + 8;
  for (const { samples } of parts) {
    joined.set(samples, at);
    at += samples.length;
  }
  return joined;
}

/** How long a WAV plays, in seconds, from its format and the size of its samples. */
export function wavSeconds(wav: Uint8Array): number {
  const { format, samples } = wavParts(wav);
  const bytesPerSecond = new DataView(format.buffer, format.byteOffset, format.byteLength).getUint32(8, true);
  return samples.length / bytesPerSecond;
}
