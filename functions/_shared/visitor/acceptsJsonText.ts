/**
 * `navigator.sendBeacon` cannot set headers and, across origins, may only send text/plain. A
 * text/plain body is read as the JSON it carries, so beacons go through the same validation as
 * `functions.invoke` calls; any other type keeps its own and gets the usual 415.
 */
export function acceptsJsonText(request: Request): Request {
  const type = request.headers.get('content-type') ?? '';
  if (!/^text\/plain\b/i.test(type)) return request;
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  return new Request(request.url, { method: request.method, headers, body: request.body, duplex: 'half' } as RequestInit);
}
