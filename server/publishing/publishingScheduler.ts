import type { Queries } from '../db/database.ts';

export interface PublishedPiece {
  kind: 'article' | 'episode';
  id: string;
  slug: string;
}

export interface PublishingScheduler {
  /** Publishes what is due now and asks for a rebuild when anything was; answers what it published. */
  tick(): Promise<PublishedPiece[]>;
  stop(): void;
}

/**
 * The embedded backend's scheduler: every `everyMs` (30 s), `public.publish_due_pieces()`
 * publishes the articles and episodes whose time has come, and a rebuild is asked for when any
 * was; then the newsletter confirmations the hourly cap held back are mailed, as far as this
 * hour's cap allows (the same code as production's). Production's is a cron job calling the
 * publishing-scheduler function (see its migration). The timer never keeps the process alive, a
 * tick never overlaps the one before, and the confirmations' failure never stops the publishing.
 */
export function startPublishingScheduler(options: {
  db: Queries;
  requestRebuild?: () => Promise<unknown>;
  sendDeferredConfirmations?: () => Promise<{ sent: number; failed: number }>;
  everyMs?: number;
  log?: (line: string) => void;
}): PublishingScheduler {
  const log = options.log ?? ((line: string) => console.log(line));
  let running: Promise<PublishedPiece[]> | null = null;
  const publishDue = async (): Promise<PublishedPiece[]> => {
    const { rows } = await options.db.query<PublishedPiece>('select kind, id, slug from public.publish_due_pieces()');
    if (rows.length > 0) {
      log(`Scheduler: published ${rows.map((piece) => `${piece.kind} "${piece.slug}"`).join(', ')}.`);
      await options.requestRebuild?.();
    }
    return rows;
  };
  const mailDeferred = async () => {
    const { sent, failed } = (await options.sendDeferredConfirmations?.()) ?? { sent: 0, failed: 0 };
    if (sent + failed > 0) log(`Scheduler: mailed ${sent} deferred newsletter confirmations${failed ? `, ${failed} failed` : ''}.`);
  };
  const tick = () => {
    running ??= publishDue()
      .finally(() =>
        mailDeferred().catch((error: unknown) => log(`Scheduler: mailing the deferred confirmations failed: ${messageOf(error)}`)),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    tick().catch((error: unknown) => log(`Scheduler: publishing the due pieces failed: ${messageOf(error)}`));
  }, options.everyMs ?? 30_000);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
