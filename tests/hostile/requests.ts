import fc from 'fast-check';
import type { BodyVariant, CorpusCase, CorpusRequest, Expectation } from './corpusCase.ts';
import { toJsonText } from './jsonText.ts';
import { badQuery, badSegment } from './percentEncoding.ts';

/** How an endpoint is called the way its own client calls it. */
export interface Frame {
  method: string;
  /** The path without a query. */
  path: string;
  /** The query the client sends, with its `?`, or empty. */
  query: string;
  headers: Record<string, string>;
  /** The query keys the endpoint reads, tried with bad encoding. */
  queryKeys: readonly string[];
}

/** What an endpoint does with requests that differ from its client's in more than the body. */
export interface RequestRules {
  /** Content types it must refuse (with 415 or 400); others are up to it. */
  refusedTypes: readonly string[];
  /** Headers whose absence must be refused (the gateway's JWT, the auth API key). */
  credentials: readonly string[];
  /** Whether a Bearer token this project did not sign must be refused, or is not read at all. */
  forged: Expectation;
  /** What methods other than the frame's get (a CORS preflight, OPTIONS, is always answered). */
  otherMethods: Expectation;
}

export const oddMethods = ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'FOO'] as const;

const otherTypes = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'image/png'];
const oddTypes = ['', 'application/json; charset=latin1', 'APPLICATION/JSON', 'application/jsonx', 'application/json, text/plain', 'json'];

/** The case of a body sent as the endpoint's client sends it, with `changes` to the request on top. */
export function toRequest(frame: Frame, variant: BodyVariant, changes: Partial<CorpusRequest> = {}): CorpusCase {
  const withBody = !['GET', 'HEAD'].includes(changes.method ?? frame.method);
  return {
    hostile: variant.hostile,
    expect: variant.expect,
    request: {
      method: frame.method,
      path: `${frame.path}${frame.query}`,
      headers: frame.headers,
      body: withBody ? toJsonText(variant.body) : undefined,
      ...changes,
    },
  };
}

/** A valid body sent another way: another method, content type, path or query encoding, or without its credentials. */
export function requestVariants(frame: Frame, valid: fc.Arbitrary<BodyVariant>, rules: RequestRules, forged: readonly string[]) {
  const as = (hostile: string, expect: Expectation, changes: (base: CorpusRequest) => Partial<CorpusRequest>) => (variant: BodyVariant) => {
    const base = toRequest(frame, variant);
    return { ...toRequest(frame, variant, changes(base.request)), hostile, expect };
  };
  const header = (name: string, value: string | undefined) => (base: CorpusRequest) => {
    const headers = Object.fromEntries(Object.entries(base.headers).filter(([key]) => key.toLowerCase() !== name.toLowerCase()));
    return { headers: value === undefined ? headers : { ...headers, [name]: value } };
  };
  const type = (value: string) => header('Content-Type', value);
  const refusedWithout = (name: string): Expectation => (rules.credentials.includes(name) ? 'refused' : 'either');
  return fc.oneof(
    fc.tuple(valid, fc.constantFrom(...oddMethods.filter((method) => method !== frame.method))).map(([variant, method]) =>
      as(`method ${method}`, method === 'OPTIONS' ? 'either' : rules.otherMethods, (base) => ({
        method,
        body: ['GET', 'HEAD'].includes(method) ? undefined : base.body,
      }))(variant),
    ),
    fc
      .tuple(valid, fc.constantFrom(...otherTypes, ...oddTypes))
      .map(([variant, value]) =>
        as(`Content-Type "${value}"`, rules.refusedTypes.includes(value) ? 'refused' : 'either', type(value))(variant),
      ),
    fc.tuple(valid, badSegment(frame.path.split('/').pop() ?? '')).map(([variant, segment]) =>
      // Decoding only ever yields another name, so no endpoint may take it.
      as('bad percent-encoding in the path', 'refused', () => ({ path: `${frame.path.replace(/[^/]*$/, segment)}${frame.query}` }))(
        variant,
      ),
    ),
    fc.tuple(valid, badQuery(frame.queryKeys)).map(([variant, query]) =>
      as('bad percent-encoding in the query', 'either', () => ({
        path: `${frame.path}${frame.query ? `${frame.query}&` : '?'}${query}`,
      }))(variant),
    ),
    fc
      .tuple(valid, fc.constantFrom('Authorization', 'apikey'))
      .map(([variant, name]) => as(`no ${name}`, refusedWithout(name), header(name, undefined))(variant)),
    fc
      .tuple(valid, fc.constantFrom(...forged))
      .map(([variant, token]) => as('forged token', rules.forged, header('Authorization', `Bearer ${token}`))(variant)),
  );
}
