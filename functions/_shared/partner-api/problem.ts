import { z } from '@hono/zod-openapi';

/** The partner API's error codes and their statuses; `code` is stable, a client may switch on it. */
export const problemStatus = {
  invalid_request: 400,
  missing_key: 401,
  invalid_key: 401,
  missing_scope: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  rate_limited: 429,
  quota_exhausted: 429,
  internal_error: 500,
  not_available: 503,
} as const;

export type ProblemCode = keyof typeof problemStatus;

/** RFC 9457 problem details, with the stable `code` as an extension member. */
export const problemSchema = z
  .object({
    type: z
      .string()
      .openapi({ description: 'A link to where the reference explains this kind of problem.', example: '/api-docs#problem-missing_scope' }),
    title: z.string().openapi({ example: 'The key does not grant this scope' }),
    status: z.number().int().openapi({ example: 403 }),
    detail: z.string().openapi({ example: 'listOccupations needs the jobs scope; this key has benchmarks.' }),
    code: z.enum(Object.keys(problemStatus) as [ProblemCode, ...ProblemCode[]]),
  })
  .openapi('Problem');

export type Problem = z.infer<typeof problemSchema>;

export const problemTitles: Record<ProblemCode, string> = {
  invalid_request: 'The request is not valid',
  missing_key: 'No API key was sent',
  invalid_key: 'The API key is not valid',
  missing_scope: 'The key does not grant this scope',
  not_found: 'Not found',
  method_not_allowed: 'The method is not allowed',
  payload_too_large: 'The request body is too large',
  rate_limited: 'Too many requests in this minute',
  quota_exhausted: 'The monthly quota is used up',
  internal_error: 'Something went wrong on our side',
  not_available: 'The API is not available just now',
};

/** Where the reference describes a problem: `type` of every problem document. */
export const problemType = (code: ProblemCode, siteUrl = '') => `${siteUrl}/api-docs#problem-${code}`;

/** An `application/problem+json` answer. */
export function problemResponse(code: ProblemCode, detail: string, options: { headers?: HeadersInit; siteUrl?: string } = {}): Response {
  const status = problemStatus[code];
  const body: Problem = { type: problemType(code, options.siteUrl), title: problemTitles[code], status, detail, code };
  const headers = new Headers(options.headers);
  headers.set('Content-Type', 'application/problem+json');
  return new Response(JSON.stringify(body), { status, headers });
}

/** Thrown by an operation for an answer other than its success (a 404): the app answers it as a problem document. */
export class PartnerProblem extends Error {
  readonly code: ProblemCode;

  constructor(code: ProblemCode, detail: string) {
    super(detail);
    this.code = code;
  }
}
