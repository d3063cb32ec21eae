/**
 * The caller's IP address as the platform's proxy reports it, used only as input to a keyed hash
 * for rate limits; it is never stored. X-Real-IP is set by the platform (hosted Supabase, and the
 * embedded backend's functions gateway), replacing whatever the caller sent. In X-Forwarded-For
 * only the last hop was added by a proxy: earlier hops are whatever the caller wrote, and reading
 * them would let a script get a fresh limit per request.
 */
export function clientAddress(request: Request): string {
  const nearestHop = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return request.headers.get('x-real-ip')?.trim() || nearestHop || 'unknown';
}
