import { eventStream, type EventSender } from '../_shared/ai/eventStream.ts';
import type { LabEvents } from '../_shared/lab/labEvents.ts';

export type SendLabEvent = EventSender<LabEvents>;

/** A column's answer as the Server-Sent Events of functions/_shared/lab/labEvents.ts. */
export const labReply = (produce: (send: SendLabEvent) => Promise<void>, onCancel?: () => void): Response =>
  eventStream<LabEvents>(produce, onCancel);
