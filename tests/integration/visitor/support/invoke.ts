import type { TestBackend } from '../../support/backend.ts';

export interface RawCall {
  /** Sent as it is when a string, as JSON otherwise. */
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  method?: string;
  query?: string;
}

/**
 * A function call as any HTTP client can make it, for bodies supabase-js would never send:
 * raw text, wrong types, other content types. Carries the anon key as the browser does.
 */
export async function callFunction(test: TestBackend, name: string, call: RawCall): Promise<Response> {
  const body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
  return fetch(`${test.url}/functions/v1/${name}${call.query ?? ''}`, {
    method: call.method ?? 'POST',
    headers: {
      Authorization: `Bearer ${test.anonKey}`,
      apikey: test.anonKey,
      'Content-Type': call.contentType ?? 'application/json',
      ...call.headers,
    },
    body: call.method === 'GET' ? undefined : body,
  });
}

/** The error envelope of a 4xx answer, or a description of what came instead. */
export async function clientError(response: Response): Promise<{ status: number; code: unknown }> {
  const text = await response.text();
  let code: unknown = `not JSON: ${text.slice(0, 120)}`;
  try {
    code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
  } catch {
    // `code` keeps the description above.
  }
  return { status: response.status, code };
}

/** What an analytics function told its caller: the status, and whether this call stored anything. */
export interface AnalyticsAnswer {
  status: number;
  body: { stored?: boolean; duplicate?: boolean; error?: { code: string } };
}

/** Sends `body` to analytics function `name` as the browser does, and reads the answer. */
export async function analyticsAnswer(test: TestBackend, name: string, body: unknown): Promise<AnalyticsAnswer> {
  const response = await callFunction(test, name, { body });
  return { status: response.status, body: (await response.json()) as AnalyticsAnswer['body'] };
}
