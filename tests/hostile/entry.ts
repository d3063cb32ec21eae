import fc from 'fast-check';
import { bodyVariants, type BodyShape } from './bodyCases.ts';
import type { CorpusContext } from './context.ts';
import type { CorpusCase, CorpusRequest, Expectation } from './corpusCase.ts';
import { anyRequest } from './anyRequest.ts';
import { requestVariants, toRequest, type Frame, type RequestRules } from './requests.ts';
import type { RowCounts } from './storedRows.ts';

/** What the coverage test matches an entry by: a function, a table written through REST, an auth route, or a storage route. */
export type Covers = { function: string } | { table: string } | { authRoute: string } | { storageRoute: string } | { reads: 'rest' };

/** One public endpoint of the corpus. */
export interface CorpusEntry {
  /** `POST /functions/v1/contact-submit`. */
  name: string;
  covers: readonly Covers[];
  cases(context: CorpusContext): fc.Arbitrary<CorpusCase>;
  /** The rows an accepted answer (below 400) to `request` stored, from the request and the answer's JSON; none when absent. */
  stores?(request: CorpusRequest, answer: unknown): RowCounts;
}

export interface JsonEndpoint {
  name: string;
  covers: readonly Covers[];
  /** How the endpoint's own client calls it, except the headers. */
  call: Omit<Frame, 'headers'>;
  headers(context: CorpusContext): Record<string, string>;
  shape(context: CorpusContext): BodyShape;
  rules: RequestRules;
  /** What the valid body gets: accepted, unless it depends on state (a link used once). */
  valid?: Expectation;
  /** Cases only this endpoint has, beyond what its frame and shape give. */
  more?(context: CorpusContext, frame: Frame): fc.Arbitrary<CorpusCase>[];
  /** Rows an accepted answer stored; only answers to the frame's own method store anything. */
  stores?(body: unknown, answer: unknown, request: CorpusRequest): RowCounts;
}

/** An endpoint that takes a JSON body: the valid body, its hostile variants, other ways to send it, and generic fuzz. */
export function jsonEndpoint(spec: JsonEndpoint): CorpusEntry {
  const { stores, call } = spec;
  return {
    name: spec.name,
    covers: spec.covers,
    cases(context) {
      const frame = { ...call, headers: spec.headers(context) };
      const shape = spec.shape(context);
      const valid = shape.valid.map((body) => ({ body, hostile: 'valid', expect: spec.valid ?? ('accepted' as const) }));
      return fc.oneof(
        { weight: 2, arbitrary: valid.map((variant) => toRequest(frame, variant)) },
        // A GET sends no body, so only its other parts are hostile.
        ...(frame.method === 'GET' ? [] : [{ weight: 10, arbitrary: bodyVariants(shape).map((variant) => toRequest(frame, variant)) }]),
        { weight: 5, arbitrary: requestVariants(frame, valid, spec.rules, context.forgedTokens) },
        { weight: 1, arbitrary: anyRequest(frame) },
        ...(spec.more?.(context, frame) ?? []).map((arbitrary) => ({ weight: 2, arbitrary })),
      );
    },
    stores: stores && ((request, answer) => (request.method === call.method ? stores(parsedBody(request), answer, request) : {})),
  };
}

function parsedBody(request: CorpusRequest): unknown {
  try {
    return typeof request.body === 'string' ? JSON.parse(request.body) : undefined;
  } catch {
    return undefined;
  }
}
