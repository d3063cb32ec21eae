import { OpenAPIHono } from '@hono/zod-openapi';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionEnv } from '../_shared/env.ts';
import { FunctionError } from '../_shared/errors.ts';
import { describeIssues } from '../_shared/http/requestBody.ts';
import { serviceClient } from '../_shared/visitor/serviceClient.ts';
import { partnerApiDocument } from '../_shared/partner-api/document.ts';
import { jobsAttribution } from '../_shared/partner-api/jobsAttribution.ts';
import type { PartnerOperation } from '../_shared/partner-api/operations.ts';
import * as operations from '../_shared/partner-api/operations.ts';
import { PartnerProblem, problemResponse } from '../_shared/partner-api/problem.ts';
import { benchmarks } from './benchmarksData.ts';
import { articles, episodes } from './contentData.ts';
import { jobGroups, occupation, occupations } from './jobsData.ts';
import type { keyCheck } from './keyCheck.ts';

/**
 * Why the service role: partners have no account, so their key is the caller. It is checked
 * (scope, rate, quota) before any data is read, and the data tables have no grant to anon or to
 * signed-in users; the client reads only what the operations return.
 */
function partnerClient(env: FunctionEnv): SupabaseClient {
  if (!env.SUPABASE_SERVICE_ROLE_KEY)
    throw new FunctionError('service_unavailable', 'The partner API needs SUPABASE_SERVICE_ROLE_KEY in the functions’ environment.');
  return serviceClient({ supabaseUrl: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY, fetch: env.fetch });
}

/** The `/v1` routes: each operation behind its key check, its parameters validated by the schemas the document is made of. */
export function partnerApp(env: FunctionEnv, check: typeof keyCheck): OpenAPIHono {
  const siteUrl = env.SITE_URL;
  const app = new OpenAPIHono({
    defaultHook: (result) => {
      if (!result.success) return problemResponse('invalid_request', describeIssues(result.error.issues), { siteUrl });
    },
  });
  const db = partnerClient(env);
  const keyed = <Route extends PartnerOperation['route']>({ scope, route }: PartnerOperation<Route>): Route => ({
    ...route,
    middleware: check(env, db, route.operationId, scope),
  });
  const found = <Item>(item: Item | null | undefined, detail: string): Item => {
    if (item === null || item === undefined) throw new PartnerProblem('not_found', detail);
    return item;
  };
  const document = partnerApiDocument(`${env.SUPABASE_URL}/functions/v1/partner-api`);

  app.get('/v1/openapi.json', (c) => c.json(document));
  app.openapi(keyed(operations.listJobGroups), async (c) => c.json({ data: await jobGroups(db), attribution: [...jobsAttribution] }, 200));
  app.openapi(keyed(operations.listOccupations), async (c) =>
    c.json({ ...(await occupations(db, c.req.valid('query'))), attribution: [...jobsAttribution] }, 200),
  );
  app.openapi(keyed(operations.getOccupation), async (c) => {
    const { socCode } = c.req.valid('param');
    const data = found(await occupation(db, socCode), `No occupation has the SOC code ${socCode}.`);
    return c.json({ data, attribution: [...jobsAttribution] }, 200);
  });
  app.openapi(keyed(operations.listBenchmarks), async (c) => c.json({ data: await benchmarks(db) }, 200));
  app.openapi(keyed(operations.getBenchmark), async (c) => {
    const { roleId } = c.req.valid('param');
    const data = found(
      (await benchmarks(db)).find((benchmark) => benchmark.roleId === roleId),
      `No benchmark for the role ${roleId}: it is unknown, or fewer than ten people have a verified result.`,
    );
    return c.json({ data }, 200);
  });
  app.openapi(keyed(operations.listArticles), async (c) => c.json(await articles(db, c.req.valid('query')), 200));
  app.openapi(keyed(operations.listEpisodes), async (c) => c.json(await episodes(db, c.req.valid('query')), 200));

  app.notFound((c) =>
    problemResponse('not_found', `There is no operation at ${c.req.method} ${c.req.path}; the operations are listed at /v1/openapi.json.`, {
      siteUrl,
    }),
  );
  app.onError((error) => {
    if (error instanceof PartnerProblem) return problemResponse(error.code, error.message, { siteUrl });
    if (error instanceof FunctionError && error.code === 'service_unavailable')
      return problemResponse('not_available', error.message, { siteUrl });
    console.error(error);
    return problemResponse('internal_error', 'Something went wrong on our side; please try again.', { siteUrl });
  });
  return app;
}
