/** Events a streamed reply may send; every stream can end in an `error`. */
export interface StreamErrors {
  error: { code: string; message: string };
}

export type EventSender<Events extends StreamErrors> = <Name extends keyof Events & string>(event: Name, data: Events[Name]) => void;

const encoder = new TextEncoder();

/**
 * A reply as Server-Sent Events, each sent as `produce` makes it. A failure after the start is
 * sent as an `error` event (the status is already 200) and ends the stream; a reader that goes
 * away cancels it, and `onCancel` aborts the provider call.
 */
export function eventStream<Events extends StreamErrors>(
  produce: (send: EventSender<Events>) => Promise<void>,
  onCancel: () => void = () => {},
): Response {
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send: EventSender<Events> = (event, data) => {
        if (open) controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      produce(send)
        .catch((error: unknown) => {
          console.error('A streamed reply failed after it had started:', error);
          send('error', {
            code: 'internal_error',
            message: 'The reply could not be finished; what arrived is shown.',
          } as Events['error']);
        })
        .finally(() => {
          if (!open) return;
          open = false;
          controller.close();
        });
    },
    cancel() {
      open = false;
      onCancel();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // Proxies must hand each event on as it comes, not gather the reply first.
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}
