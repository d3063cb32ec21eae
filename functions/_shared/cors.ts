/**
 * Functions are called from the site's pages, which a static host may serve from another origin
 * than the functions. They carry the caller's JWT in a header, never cookies, so any origin may ask.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  // mcp-protocol-version: what an MCP client in a page (the dashboard's test console) sends after its handshake.
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-region, mcp-protocol-version',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
  // Without this, a page on another origin cannot read how long a rate-limited caller must wait,
  // what is left of a key's window, or why its token was refused.
  'Access-Control-Expose-Headers': 'Retry-After, RateLimit, RateLimit-Policy, WWW-Authenticate',
};

/** The answer to a CORS preflight, or null when the request is not one. */
export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response(null, { status: 204, headers: corsHeaders }) : null;
}
