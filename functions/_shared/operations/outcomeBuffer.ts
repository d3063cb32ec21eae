/** Where an outcome comes from: a function, a job a function ran (a mail), or the embedded backend's own routes. */
export type OutcomeOrigin = 'function' | 'job' | 'local_auth' | 'local_rest';

/**
 * One answered request or finished job, as the operations record keeps it: what answered (a
 * function's name or a route's template, never a path beyond it), how, and how long it took.
 * Nothing personal: no address, no user, no body.
 */
export interface Outcome {
  at: string;
  origin: OutcomeOrigin;
  name: string;
  status: number;
  duration_ms: number;
  error_code: string | null;
}

export interface OutcomeBufferOptions {
  /** Stores one batch; a failure is logged and that batch is dropped (the record is not worth an outage). */
  write(batch: Outcome[]): Promise<void>;
  /** Runs `flush` a little later, after the answers in hand have been sent. */
  schedule(flush: () => Promise<void>): void;
  log(line: string, error: unknown): void;
  /** The most rows one write carries (the SQL function takes 1000). */
  batchRows?: number;
  /** The most rows waiting: past this, new outcomes are dropped until a flush, so a dead database cannot fill the memory. */
  maxPending?: number;
}

export interface OutcomeBuffer {
  add(outcome: Outcome): void;
  /** Writes everything waiting now; resolves once written (or dropped). */
  flush(): Promise<void>;
}

/**
 * Outcomes wait in memory and leave in batches, one write per flush, never on a request's path:
 * `add` only appends, and the first outcome after a flush schedules the next one.
 */
export function createOutcomeBuffer(options: OutcomeBufferOptions): OutcomeBuffer {
  const batchRows = options.batchRows ?? 1000;
  const maxPending = options.maxPending ?? 10_000;
  let pending: Outcome[] = [];
  let scheduled = false;
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    scheduled = false;
    const taken = pending;
    pending = [];
    if (dropped > 0) options.log(`The operations record dropped ${dropped} outcomes while its writes were failing.`, null);
    dropped = 0;
    writing = writing.then(async () => {
      for (let start = 0; start < taken.length; start += batchRows) {
        await options.write(taken.slice(start, start + batchRows)).catch((error: unknown) => {
          options.log('Writing the operations record failed; that batch is dropped.', error);
        });
      }
    });
    return writing;
  };

  return {
    add(outcome) {
      if (pending.length >= maxPending) {
        dropped++;
        return;
      }
      pending.push(outcome);
      if (!scheduled) {
        scheduled = true;
        options.schedule(flush);
      }
    },
    flush,
  };
}
