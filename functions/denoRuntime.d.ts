/**
 * The Deno APIs the function entries use (and the public network they hand to handlers,
 * `_shared/http/denoPublicNetwork.ts`), declared for the project's Node type check only. Deno
 * brings its own types and never loads this file (the test command checks the entries with Deno
 * itself); handlers must not use Deno at all, which the lint holds.
 */
declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
  resolveDns(query: string, recordType: 'A' | 'AAAA'): Promise<string[]>;
};
