import { describe, expect, it } from 'vitest';
import { parseEvent, replyEvents } from '../../../../../../src/islands/admin/ai-chat/replyEvents.ts';

/** The text cut into pieces at awkward places, as a network delivers it. */
function streamOf(text: string, pieceLength: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += pieceLength) controller.enqueue(bytes.slice(at, at + pieceLength));
      controller.close();
    },
  });
}

describe('reading the reply events', () => {
  const wire =
    'event: start\ndata: {"conversation_id":"c1","mode":"model","label":"fake","notice":null}\n\n' +
    'event: token\ndata: "Bonjour "\n\nevent: token\ndata: "ça va ✍️"\n\n' +
    ': a comment line\n\nevent: unknown\ndata: 1\n\n' +
    'event: done\ndata: {"status":"complete","sources":[]}\n\n';

  it('yields the events in order, whole, however the bytes were cut (multi-byte characters included)', async () => {
    for (const pieceLength of [1, 3, 7, 64, 10_000]) {
      const events = [];
      for await (const event of replyEvents(streamOf(wire, pieceLength))) events.push(event);
      expect(events).toEqual([
        { event: 'start', data: { conversation_id: 'c1', mode: 'model', label: 'fake', notice: null } },
        { event: 'token', data: 'Bonjour ' },
        { event: 'token', data: 'ça va ✍️' },
        { event: 'done', data: { status: 'complete', sources: [] } },
      ]);
    }
  });

  it('skips blocks that are not one of its events', () => {
    expect(parseEvent(': keep-alive')).toBeNull();
    expect(parseEvent('event: ping\ndata: {}')).toBeNull();
    expect(parseEvent('event: token')).toBeNull();
  });
});
