/** A path into a JSON body: keys and array indexes. */
export type Path = readonly (string | number)[];

/** One HTTP request as any client can send it, including what no browser would: the path and body are sent as they are. */
export interface CorpusRequest {
  method: string;
  /** Path and query, sent as written, so bad percent-encoding reaches the server. */
  path: string;
  headers: Record<string, string>;
  /** Text is sent as UTF-8 (a lone surrogate in it is written as JSON escapes it); bytes as they are. */
  body?: string | Uint8Array<ArrayBuffer>;
}

/** What the product must do with a case: take it, refuse it, or either, as long as it answers cleanly. */
export type Expectation = 'accepted' | 'refused' | 'either';

export interface CorpusCase {
  /** The hostile class and where it was applied, for reports: `NUL or lone surrogate in events.0.data.url`. */
  hostile: string;
  request: CorpusRequest;
  expect: Expectation;
}

/** A body before it becomes a request: a JSON value (RawJson parts written verbatim), with its class and expectation. */
export interface BodyVariant {
  body: unknown;
  hostile: string;
  expect: Expectation;
}
