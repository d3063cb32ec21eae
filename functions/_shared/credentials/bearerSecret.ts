/**
 * The secret of `Authorization: Bearer …`, and from nowhere else: a secret in a query string
 * lands in logs, histories and Referer headers, so one there is never read.
 */
export function bearerSecret(request: Request): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}
