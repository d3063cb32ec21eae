import { isRecord, isString } from './plainChecks.ts';

/** A function's refusal as supabase-js's `functions.invoke` reports it: the envelope's code and message. */
export interface FunctionRefusal {
  code: string;
  message: string;
}

/** Reads `{ error: { code, message } }` from the answer behind an invoke error; no answer at all is `network`. */
export async function functionRefusal(error: unknown): Promise<FunctionRefusal> {
  const response = isRecord(error) && error.context instanceof Response ? error.context : undefined;
  const body: unknown = await response?.json().catch(() => undefined);
  const detail = isRecord(body) && isRecord(body.error) ? body.error : {};
  const code = isString(detail.code) ? detail.code : response ? `http_${response.status}` : 'network';
  const message = isString(detail.message) ? detail.message : 'The server could not be reached. Check the connection and try again.';
  return { code, message };
}
