import { RestError } from './restError.ts';

/** Past this many clients, every new refusal sweeps out the ones that have expired. */
const sweepAbove = 10_000;
const isRetryAfter = (name: string) => name.toLowerCase() === 'retry-after';

/**
 * The 429s the database gave (its pre-request function's per-address limit), kept until their
 * Retry-After passes. A client that keeps sending meanwhile is answered from here, before its body
 * is read or the database is touched, so a flood costs the one connection of the embedded
 * database nothing once it is refused. The key names the client's address with the request's role,
 * method and path, so only requests the database would refuse alike are answered from here.
 */
export function createStandingRefusals(now: () => number) {
  const standing = new Map<string, { refusal: RestError; until: number }>();

  return {
    /** The refusal still standing for this key, with the seconds left in its Retry-After. */
    find(key: string): RestError | undefined {
      const entry = standing.get(key);
      if (!entry) return undefined;
      const secondsLeft = Math.ceil((entry.until - now()) / 1000);
      if (secondsLeft <= 0) {
        standing.delete(key);
        return undefined;
      }
      const { status, code, message, details, hint, headers } = entry.refusal;
      const others = Object.entries(headers).filter(([name]) => !isRetryAfter(name));
      return new RestError(status, code, message, details, hint, { ...Object.fromEntries(others), 'Retry-After': String(secondsLeft) });
    },
    /** Keeps a 429 that says how long it stands; any other answer is not kept. */
    keep(key: string, answer: RestError): void {
      const seconds = Number(Object.entries(answer.headers).find(([name]) => isRetryAfter(name))?.[1]);
      if (answer.status !== 429 || !Number.isInteger(seconds) || seconds <= 0) return;
      if (standing.size > sweepAbove) for (const [known, entry] of standing) if (entry.until <= now()) standing.delete(known);
      standing.set(key, { refusal: answer, until: now() + seconds * 1000 });
    },
  };
}
