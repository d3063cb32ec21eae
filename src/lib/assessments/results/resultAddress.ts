/**
 * A saved result's own address: its role's page with `?result=<client result id>`. The site is
 * static, so the role page reads the id and loads the row once the server has confirmed who is
 * asking; row-level security answers only the owner (and the admin, whom the page still treats
 * as a stranger to someone else's result).
 */
const resultParameter = 'result';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function resultHref(rolePath: string, clientResultId: string): string {
  return `${rolePath}?${resultParameter}=${encodeURIComponent(clientResultId)}`;
}

export type AddressedResult = { kind: 'none' } | { kind: 'malformed'; received: string } | { kind: 'id'; clientResultId: string };

/** What the page's query string asks for: no result, a result id, or something that is no id. */
export function addressedResult(search: string): AddressedResult {
  const value = new URLSearchParams(search).get(resultParameter);
  if (value === null) return { kind: 'none' };
  return uuidPattern.test(value) ? { kind: 'id', clientResultId: value.toLowerCase() } : { kind: 'malformed', received: value };
}
