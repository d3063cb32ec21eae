import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI, WASIProcExit } from '@bjorn3/browser_wasi_shim';

/** Flite's own reference voice: clear at every speed, and built into the module (nothing else to download). */
const fliteVoice = 'slt';

/**
 * Speaks one piece of text with Flite compiled to WASI and returns its WAV (16 kHz, mono, 16 bit).
 * Runtime-free: the browser's worker, the end-to-end tests (which make their microphone's WAV
 * with it) and the benchmark all pass in the compiled module. Each call instantiates the module
 * afresh: Flite keeps its state in globals and exits at the end of a run, so an instance cannot be
 * reused, and instantiating a compiled module takes a few milliseconds.
 */
export function fliteWav(module: WebAssembly.Module, text: string, speed = 1): Uint8Array {
  const out = new PreopenDirectory('/out', new Map());
  const quiet = new ConsoleStdout(() => {});
  const args = ['flite', '-voice', fliteVoice, '--setf', `duration_stretch=${(1 / speed).toFixed(3)}`, '-t', text, '-o', '/out/a.wav'];
  const wasi = new WASI(args, [], [new OpenFile(new File([])), quiet, quiet, out], { debug: false });
  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi.wasiImport });
  try {
    wasi.start(instance as { exports: { memory: WebAssembly.Memory; _start: () => unknown } });
  } catch (error) {
    if (!(error instanceof WASIProcExit) || error.code !== 0) throw error;
  }
  const wav = out.dir.contents.get('a.wav');
  if (!(wav instanceof File) || wav.data.length === 0) throw new Error(`Flite wrote no audio for "${text.slice(0, 60)}".`);
  return wav.data;
}
