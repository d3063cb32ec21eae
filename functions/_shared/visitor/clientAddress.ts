/**
 * The caller's IP address as the platform's proxy reports it, used only as input to a keyed hash
 * for rate limits; it is never stored. Hosted Supabase and the embedded backend set these headers.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return request.headers.get('x-real-ip')?.trim() || forwarded || 'unknown';
}
