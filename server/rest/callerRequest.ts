import type { Context } from 'hono';
import type { BackendDeps } from '../contracts.ts';
import type { Queries } from '../db/database.ts';
import type { ClientAddress } from '../http/clientAddress.ts';
import type { Caller } from './callerClaims.ts';
import { createPreRequest } from './preRequest.ts';
import { maxRestBodyBytes, parseRequestJson, requestText } from './requestJson.ts';
import { requestSettings } from './requestSettings.ts';
import { runAsCaller } from './runAsCaller.ts';

/** One REST request on its way to the database: its body, and its queries as the caller. */
export interface CallerRequest {
  /** The body's JSON. A large one is first shown to the pre-request function, which may refuse it unparsed. */
  json(): Promise<unknown>;
  /** Runs queries as the caller, after PostgREST's settings and pre-request function. */
  run<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
}

/**
 * Parsing a body and checking it for what the database cannot store costs about 1 ms per 100 KiB
 * (10 ms for a MiB), a dry run of the pre-request function about 1 ms of the database's time. So a
 * body over 128 KiB meets the pre-request function before it is parsed, in a transaction that is
 * rolled back, and one it refuses (too large, too many writes) costs next to nothing; a smaller
 * body, whatever every real visitor sends, goes through once.
 */
const dryRunAbove = 128 * 1024;
const dryRunDone = new Error('The dry run of the pre-request function passed; its transaction is rolled back.');

export function createCallerRequests(deps: BackendDeps, clientAddress: ClientAddress) {
  const preRequest = createPreRequest(deps.db);
  return async (c: Context, caller: Caller): Promise<CallerRequest> => {
    const statement = await preRequest.statement();
    // The gateway reads a body whole before the database sees it, so it hands on the measured length.
    let bodyBytes: number | undefined;
    const run = <T>(work: (tx: Queries) => Promise<T>) =>
      runAsCaller(
        deps.db,
        caller,
        { settings: requestSettings(c, clientAddress, deps.config.rateLimits, bodyBytes), preRequest: statement },
        work,
      );
    const dryRun = async (bytes: number) => {
      if (!statement || !(bytes > dryRunAbove)) return;
      await run(() => Promise.reject(dryRunDone)).catch((error: unknown) => {
        if (error !== dryRunDone) throw error;
      });
    };
    return {
      run,
      async json() {
        // A declared length is shown before the body is read (past the layer's own limit the body is
        // refused unread anyway); a streamed body once it is.
        const declared = Number(c.req.header('content-length'));
        if (declared <= maxRestBodyBytes) await dryRun(declared);
        const text = await requestText(c.req.raw);
        bodyBytes = Buffer.byteLength(text);
        if (!(declared > dryRunAbove)) await dryRun(bodyBytes);
        return parseRequestJson(text);
      },
    };
  };
}
