import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { BackendDeps } from '../contracts.ts';
import type { ClientAddress } from '../http/clientAddress.ts';
import { callerFromHeaders, type ApiRole } from './callerClaims.ts';
import { createCallerRequests, type CallerRequest } from './callerRequest.ts';
import { callFunction } from './callFunction.ts';
import { createCatalog } from './catalog.ts';
import { deleteRows } from './deleteRows.ts';
import { describeReceived, insertRows, isPlainObject } from './insertRows.ts';
import { parsePrefer } from './prefer.ts';
import { toRestError } from './postgresErrors.ts';
import { nameInPath, storableQuery } from './queryParams.ts';
import { readRows } from './readRows.ts';
import { RestError } from './restError.ts';
import { rowsResponse } from './respond.ts';
import { createStandingRefusals } from './standingRefusals.ts';
import { updateRows } from './updateRows.ts';

interface RestRequest extends CallerRequest {
  request: Request;
  query: URLSearchParams;
  name: string;
}

/**
 * `/rest/v1`: the part of PostgREST that supabase-js uses, over schema public, as the caller's
 * role. Names and bodies are resolved before the transaction starts, because the embedded
 * database has one connection and a slow upload must not hold it.
 */
export function createRestRoutes(deps: BackendDeps, clientAddress: ClientAddress): Hono {
  const catalog = createCatalog(deps.db);
  const callerRequest = createCallerRequests(deps, clientAddress);
  const refusals = createStandingRefusals(deps.now);
  const app = new Hono();
  app.use(cors({ origin: '*', exposeHeaders: ['Content-Range', 'Retry-After'] }));

  const handle = (work: (rest: RestRequest) => Promise<Response>) => async (c: Context) => {
    let role: ApiRole = 'anon';
    let refusalKey: string | undefined;
    try {
      assertPublicSchema(c.req.raw.headers);
      const caller = await callerFromHeaders(c.req.raw.headers, deps.config.jwtSecret, deps.now);
      role = caller.role;
      const url = new URL(c.req.url);
      refusalKey = `${clientAddress(c)} ${role} ${c.req.method} ${url.pathname}`;
      const standing = refusals.find(refusalKey);
      if (standing) return standing.toResponse();
      return await work({
        request: c.req.raw,
        query: storableQuery(url.searchParams),
        name: nameInPath(url.pathname),
        ...(await callerRequest(c, caller)),
      });
    } catch (error) {
      const answer = toRestError(error, role);
      if (refusalKey) refusals.keep(refusalKey, answer);
      return answer.toResponse();
    }
  };
  const rpc = async ({ name, run }: RestRequest, args: unknown) => {
    if (!isPlainObject(args))
      throw new RestError(400, 'PGRST102', `Expected a JSON object of named arguments; received ${describeReceived(args)}.`);
    const info = await catalog.function(name, Object.keys(args));
    return run((tx) => callFunction(tx, info, args));
  };
  const prefer = (request: Request) => parsePrefer(request.headers.get('prefer'));
  const accept = (request: Request) => request.headers.get('accept');

  app.get(
    '/rpc/:fn',
    handle((rest) => rpc(rest, Object.fromEntries(rest.query))),
  );
  app.post(
    '/rpc/:fn',
    handle(async (rest) => rpc(rest, await rest.json())),
  );
  app.get(
    '/:table',
    handle(async ({ request, query, name, run }) => {
      const table = await catalog.table(name);
      return run(async (tx) => rowsResponse(await readRows(tx, table, query, prefer(request).countExact), accept(request)));
    }),
  );
  app.post(
    '/:table',
    handle(async ({ request, query, name, json, run }) => {
      const [table, body] = [await catalog.table(name), await json()];
      return run(async (tx) => rowsResponse(await insertRows(tx, table, query, body, prefer(request)), accept(request)));
    }),
  );
  app.patch(
    '/:table',
    handle(async ({ request, query, name, json, run }) => {
      const [table, body] = [await catalog.table(name), await json()];
      return run(async (tx) => rowsResponse(await updateRows(tx, table, query, body, prefer(request)), accept(request)));
    }),
  );
  app.delete(
    '/:table',
    handle(async ({ request, query, name, run }) => {
      const table = await catalog.table(name);
      return run(async (tx) => rowsResponse(await deleteRows(tx, table, query, prefer(request)), accept(request)));
    }),
  );
  // Everything else is answered here, as PostgREST answers it, and not by the site's static handler.
  app.all('/:table', (c) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${c.req.method}`).toResponse());
  app.all('*', () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL').toResponse());
  return app;
}

/** Only schema public is exposed, as on a hosted project with the default settings. */
function assertPublicSchema(headers: Headers): void {
  const schema = headers.get('accept-profile') ?? headers.get('content-profile');
  if (schema && schema !== 'public')
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', `Received the schema "${schema}".`);
}
