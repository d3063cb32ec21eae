/**
 * The offline speech engine in the browser: Flite, compiled to WebAssembly, in a worker. Nothing of
 * it loads until the first reply is spoken; then the worker fetches the engine once per page (the
 * browser keeps the hashed file in its cache across pages). A reply is spoken sentence by sentence,
 * so the first sentence can play while the next is made.
 */
import type { SpeechAnswer, SpeechRequest } from './fliteWorker.ts';
import { sentencesOf } from './sentences.ts';
import { joinWavs } from './wav.ts';

export interface OfflineSpeechOptions {
  /** 0.5 to 2; 1 is Flite's own pace. */
  speed?: number;
  signal?: AbortSignal;
}

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, { resolve(wav: Uint8Array): void; reject(error: Error): void }>();

function engine(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./fliteWorker.ts', import.meta.url), { type: 'module', name: 'offline-speech' });
  started.onmessage = ({ data }: MessageEvent<SpeechAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('wav' in data) request?.resolve(data.wav);
    else request?.reject(new Error(`The offline speech engine failed: ${data.error}`));
  };
  started.onerror = (event) => {
    event.preventDefault();
    worker = undefined;
    started.terminate();
    for (const request of waiting.values()) request.reject(new Error(`The offline speech engine could not start: ${event.message}`));
    waiting.clear();
  };
  worker = started;
  return started;
}

/**
 * Starts the engine (the worker fetches and compiles it) without speaking yet: called when a
 * message is sent and its reply will be spoken offline, so loading overlaps the server's answer.
 */
export function prepareOfflineSpeech(): void {
  engine();
}

function speakPiece(text: string, speed: number): Promise<Uint8Array> {
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    engine().postMessage({ id, text, speed } satisfies SpeechRequest);
  });
}

const clampedSpeed = (speed = 1) => Math.min(2, Math.max(0.5, Number.isFinite(speed) ? speed : 1));
const wavBlob = (wav: Uint8Array) => new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' });

/**
 * The reply's audio one sentence at a time, each as soon as it is made; the next sentence is asked
 * for while the caller plays this one. Stops, with an AbortError, when `signal` aborts.
 */
export async function* offlineSpeechPieces(text: string, { speed, signal }: OfflineSpeechOptions = {}): AsyncGenerator<Blob> {
  const pieces = sentencesOf(text);
  const pace = clampedSpeed(speed);
  let next = pieces.length > 0 ? speakPiece(pieces[0]!, pace) : undefined;
  for (let index = 0; next; index++) {
    signal?.throwIfAborted();
    const wav = await next;
    signal?.throwIfAborted();
    next = index + 1 < pieces.length ? speakPiece(pieces[index + 1]!, pace) : undefined;
    yield wavBlob(wav);
  }
}

/** The whole of `text` spoken as one WAV (audio/wav), made sentence by sentence in the worker. */
export async function speakOffline(text: string, options: OfflineSpeechOptions = {}): Promise<Blob> {
  const pace = clampedSpeed(options.speed);
  const wavs: Uint8Array[] = [];
  for (const piece of sentencesOf(text)) {
    options.signal?.throwIfAborted();
    wavs.push(await speakPiece(piece, pace));
  }
  if (wavs.length === 0) throw new Error('There is nothing to speak: the text has no words.');
  return wavBlob(joinWavs(wavs));
}
