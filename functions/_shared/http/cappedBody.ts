/**
 * An answer's body, read while it streams in and given up as soon as it passes `maxBytes` (an
 * announced length over the cap is refused before reading) or `signal` aborts, so neither a huge
 * body nor one arriving a byte a second holds the reader past its limits.
 */
export async function cappedBody(response: Response, maxBytes: number, signal: AbortSignal, tooLarge: () => Error): Promise<Uint8Array> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  // A runtime whose stream ignores the signal still stops: cancelling ends the pending read.
  const stop = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal.throwIfAborted();
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    stop();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
  const body = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
